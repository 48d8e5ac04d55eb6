-- The timeline of a busy journal: for every 4-hour bucket of a profile, its highest and lowest entry
-- on the -8..+8 axis and the affirmations its tooltips need, kept up to date by triggers on every
-- write, so that reading a month costs the same at a thousand entries or a hundred thousand
-- (scanning them on each read takes hundreds of milliseconds). src/worker/db/timeline.ts reads it.

-- The axis rule of src/shared/domain/timeline.ts axisValue; tests/integration/timeline.test.ts
-- proves the two agree on every input.
create function timeline_axis_value(type text, mood_category text, sensation text, intensity smallint) returns numeric
language sql immutable parallel safe as $$
  select case
    when type = 'affirmation' or intensity is null then null
    when type = 'emotional' and mood_category = 'positive' then intensity * 0.8
    when type = 'emotional' and mood_category = 'negative' then -intensity * 0.8
    when type = 'emotional' then (intensity - 5) * 0.2
    when sensation = 'pleasure' then intensity * 0.8
    else -intensity * 0.8
  end
$$;

create table timeline_buckets (
  profile_id uuid not null references profiles (id) on delete cascade,
  bucket timestamptz not null,
  points integer not null,
  high_id text,
  low_id text,
  first_mark_id text,
  high_mark_id text,
  low_mark_id text,
  primary key (profile_id, bucket)
);

-- Recomputes the given (profile, bucket) pairs from the live entries: how many points, the highest
-- and the lowest (the latest of equals, so a feeling just logged shows), the first affirmation with
-- notes, and the first at or after each extreme (a tooltip previews the next affirmation at or after
-- its entry). One refresh of a profile at a time: a concurrent write to the same bucket waits here,
-- then sees this one's entries and bucket rows, rather than recomputing from a stale view or
-- inserting the bucket twice.
create function timeline_refresh_buckets(profile_ids uuid[], buckets timestamptz[]) returns void
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(profile_id::text, 0))
  from (select distinct unnest(profile_ids) as profile_id order by 1) locked;

  delete from timeline_buckets b
  using unnest(profile_ids, buckets) as t(profile_id, bucket)
  where b.profile_id = t.profile_id and b.bucket = t.bucket;

  insert into timeline_buckets (profile_id, bucket, points, high_id, low_id, first_mark_id, high_mark_id, low_mark_id)
  with touched as (
    select distinct profile_id, bucket from unnest(profile_ids, buckets) as t(profile_id, bucket)
  ), scoped as (
    select t.profile_id, t.bucket, e.id, e."timestamp",
           timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) as value,
           e.type = 'affirmation' and coalesce(e.notes, '') <> '' as is_mark
    from touched t
    join wellness_entries e on e.profile_id = t.profile_id and not e.deleted
     and e."timestamp" >= t.bucket and e."timestamp" < t.bucket + interval '4 hours'
  ), extremes as (
    select profile_id, bucket,
           count(*) filter (where value is not null) as points,
           (array_agg(id order by value desc, "timestamp" desc, id desc) filter (where value is not null))[1] as high_id,
           (array_agg("timestamp" order by value desc, "timestamp" desc, id desc) filter (where value is not null))[1] as high_time,
           (array_agg(id order by value, "timestamp" desc, id desc) filter (where value is not null))[1] as low_id,
           (array_agg("timestamp" order by value, "timestamp" desc, id desc) filter (where value is not null))[1] as low_time,
           (array_agg(id order by "timestamp", id) filter (where is_mark))[1] as first_mark_id
    from scoped
    group by profile_id, bucket
  ), marks_after as (
    select x.profile_id, x.bucket,
           (array_agg(m.id order by m."timestamp", m.id) filter (where m."timestamp" >= x.high_time))[1] as high_mark_id,
           (array_agg(m.id order by m."timestamp", m.id) filter (where m."timestamp" >= x.low_time))[1] as low_mark_id
    from extremes x
    join scoped m on m.profile_id = x.profile_id and m.bucket = x.bucket and m.is_mark
    group by x.profile_id, x.bucket
  )
  select x.profile_id, x.bucket, x.points, x.high_id, x.low_id, x.first_mark_id, a.high_mark_id, a.low_mark_id
  from extremes x
  left join marks_after a on a.profile_id = x.profile_id and a.bucket = x.bucket
  where x.points > 0 or x.first_mark_id is not null;
end
$$;

create function timeline_bucket_of(at timestamptz) returns timestamptz
language sql immutable parallel safe as $$
  select date_bin(interval '4 hours', at, timestamptz '2000-01-01 00:00:00+00')
$$;

-- Inserted or deleted rows, named changed_rows by either trigger.
create function timeline_refresh_changed() returns trigger
language plpgsql as $$
begin
  perform timeline_refresh_buckets(array_agg(profile_id), array_agg(bucket))
  from (select distinct profile_id, timeline_bucket_of("timestamp") as bucket from changed_rows) touched;
  return null;
end
$$;

create function timeline_refresh_updated() returns trigger
language plpgsql as $$
begin
  perform timeline_refresh_buckets(array_agg(profile_id), array_agg(bucket))
  from (
    select profile_id, timeline_bucket_of("timestamp") as bucket from old_rows
    union
    select profile_id, timeline_bucket_of("timestamp") from new_rows
  ) touched;
  return null;
end
$$;

create trigger timeline_buckets_on_insert after insert on wellness_entries
referencing new table as changed_rows for each statement execute function timeline_refresh_changed();
create trigger timeline_buckets_on_update after update on wellness_entries
referencing old table as old_rows new table as new_rows for each statement execute function timeline_refresh_updated();
create trigger timeline_buckets_on_delete after delete on wellness_entries
referencing old table as changed_rows for each statement execute function timeline_refresh_changed();

-- The journals that exist already.
select timeline_refresh_buckets(array_agg(profile_id), array_agg(bucket))
from (select distinct profile_id, timeline_bucket_of("timestamp") as bucket from wellness_entries) existing;
