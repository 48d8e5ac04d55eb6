-- Abuse limits (login-link requests per email and per IP address), kept in Postgres so every
-- Worker isolate and Node process sees the same counts.
create table rate_limit_hits (
  bucket text not null,
  subject text not null,
  created_at timestamptz not null default now()
);
create index rate_limit_hits_lookup_idx on rate_limit_hits (bucket, subject, created_at);
