-- Eye-movement exercise sessions (issue 20): each session with the distress rated before and after,
-- so a person can see whether the exercise helps them.

create table exercise_sessions (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references profiles (id) on delete cascade,
  created_by uuid references users (id) on delete set null,
  started_at timestamptz not null,
  duration_seconds integer not null check (duration_seconds between 0 and 7200),
  phase_reached text not null check (phase_reached in ('desensitization', 'reprocessing', 'installation')),
  source_entry_id text references wellness_entries (id) on delete set null,
  distress_before smallint check (distress_before between 0 and 10),
  distress_after smallint check (distress_after between 0 and 10),
  created_at timestamptz not null default now()
);
create index exercise_sessions_profile_idx on exercise_sessions (profile_id, started_at desc);

-- Reading someone's exercise sessions is a read of its own kind in the access log.
alter table profile_reads drop constraint profile_reads_kind_check;
alter table profile_reads add constraint profile_reads_kind_check
  check (kind in ('feed', 'entry', 'image', 'insights', 'export', 'exercise'));
