-- Sharing (issue 17): an invitation is sent from one of the inviter's profiles, the journal the
-- invitee may read when 'Share my feed?' is on; and the access log, who read a profile and when.

alter table invitations add column profile_id uuid references profiles (id) on delete cascade;
update invitations set profile_id = (
  select profiles.id from profiles where profiles.owner_user_id = invitations.inviter_user_id order by profiles.created_at limit 1
);
delete from invitations where profile_id is null;
alter table invitations alter column profile_id set not null;
create index invitations_profile_id_idx on invitations (profile_id, status);

-- One row per reader, profile, kind of read and minute: the owner's reads are never recorded.
create table profile_reads (
  profile_id uuid not null references profiles (id) on delete cascade,
  reader_user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('feed', 'entry', 'image', 'insights', 'export')),
  read_minute timestamptz not null check (read_minute = date_trunc('minute', read_minute)),
  primary key (profile_id, read_minute, reader_user_id, kind)
);
create index profile_reads_reader_idx on profile_reads (profile_id, reader_user_id, read_minute desc);
-- Housekeeping prunes by age across every profile.
create index profile_reads_minute_idx on profile_reads (read_minute);

