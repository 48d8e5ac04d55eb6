-- Secrets this installation makes for itself and keeps with its data (issue 32): the key that derives
-- the ids of imported records, so another account cannot take an id ahead of the journal it is
-- meant for. gen_random_uuid draws from the server's strong random source; two give 244 bits.
create table instance_secrets (
  name text primary key,
  value text not null
);
insert into instance_secrets (name, value)
values ('imported_ids', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
