-- AI insights (issue 19): when each journal was last analysed and how far, so the next analysis
-- reads only what changed since (incremental analysis, accounts-plans-ai 4.7).

create table insight_analyses (
  profile_id uuid primary key references profiles (id) on delete cascade,
  analyzed_at timestamptz not null,
  -- Entries written or edited after this were not part of an analysis yet.
  analyzed_through timestamptz not null,
  entries_analyzed integer not null check (entries_analyzed >= 0)
);
