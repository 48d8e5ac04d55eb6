-- Issue 36: the statistics and the calendar of a year of a busy journal read from rollups kept by
-- triggers, not from every entry (a year of 100,000 entries took 600 to 950 ms to aggregate). One
-- table, statistics_rollups, each row the counts every grouping of the statistics sums
-- (src/worker/db/statistics.ts) of a profile's live entries in one slot of UTC, counted in quarter
-- hours from 1970-01-01 00:00 UTC, of one of three widths:
--
-- width 1 (quarter hours) and 4 (hours), facet 'all': by 'yesterday' tag. Every zone's offset is a
--   whole number of quarter hours, so a quarter lies in one local day and hour of any zone, and an
--   hour does in a zone whose offsets are whole hours (most of them): the days and hours of a range
--   are summed from at most 24 (or 96) rows a day, placed on the reader's clock by adding the offset
--   of the zone's spans.
-- width 96 (UTC days): by type and mood or sensation (facet 'type', value the type, label the mood
--   or sensation or null) and by each tag (facet 'trigger', 'location', 'social', 'environment',
--   value the tag). A range's whole UTC days inside its local days come from here; the few hours at
--   its two ends, which a UTC day only partly covers, are summed from the entries themselves.
--
-- The triggers (migration 0015's entries_written) add what a statement wrote and take away what it
-- replaced or removed, one profile at a time, and drop a row whose counts fall to zero.

create table statistics_rollups (
  profile_id uuid not null references profiles (id) on delete cascade,
  width smallint not null check (width in (1, 4, 96)),
  slot integer not null,
  yesterday boolean not null,
  facet text not null check (facet in ('all', 'type', 'trigger', 'location', 'social', 'environment')),
  value text not null,
  label text,
  entries integer not null,
  feelings integer not null,
  positive integer not null,
  neutral integer not null,
  negative integer not null,
  physical integer not null,
  affirmations integer not null,
  rated integer not null,
  intensity_sum integer not null
);
create unique index statistics_rollups_key on statistics_rollups (profile_id, width, slot, yesterday, facet, value, label) nulls not distinct;

-- The rollup rows each live entry added (sign 1) or removed (sign -1) moves: seven an entry.
create function statistics_rollup_keys(added wellness_entries[], removed wellness_entries[])
returns table (
  profile_id uuid, width smallint, slot integer, yesterday boolean, facet text, value text, label text,
  type text, mood_category text, intensity smallint, sign integer
)
language sql immutable as $$
  with signed as (
    select a.*, 1 as sign from unnest(added) a where not a.deleted
    union all
    select r.*, -1 from unnest(removed) r where not r.deleted
  )
  select e.profile_id, k.width, floor(floor(extract(epoch from e."timestamp") / 900) / k.width)::int, k.yesterday, k.facet, k.value, k.label,
         e.type, e.mood_category, e.intensity, e.sign
  from signed e
  cross join lateral (values
    (1::smallint, e.time_frame = 'yesterday', 'all', '', null),
    (4::smallint, e.time_frame = 'yesterday', 'all', '', null),
    (96::smallint, false, 'type', e.type, coalesce(e.specific_mood, e.sensation)),
    (96::smallint, false, 'trigger', e.trigger, null),
    (96::smallint, false, 'location', e.location, null),
    (96::smallint, false, 'social', e.social, null),
    (96::smallint, false, 'environment', e.environment, null)
  ) as k(width, yesterday, facet, value, label)
$$;

create function statistics_apply(added wellness_entries[], removed wellness_entries[]) returns void
language plpgsql as $$
begin
  -- Add the net change to each row, insert the new ones (a new key only ever grows).
  with net as (
    select k.profile_id, k.width, k.slot, k.yesterday, k.facet, k.value, k.label,
           sum(k.sign)::int as entries,
           coalesce(sum(k.sign) filter (where k.type = 'emotional' and k.mood_category is not null), 0)::int as feelings,
           coalesce(sum(k.sign) filter (where k.type = 'emotional' and k.mood_category = 'positive'), 0)::int as positive,
           coalesce(sum(k.sign) filter (where k.type = 'emotional' and k.mood_category = 'neutral'), 0)::int as neutral,
           coalesce(sum(k.sign) filter (where k.type = 'emotional' and k.mood_category = 'negative'), 0)::int as negative,
           coalesce(sum(k.sign) filter (where k.type = 'physical'), 0)::int as physical,
           coalesce(sum(k.sign) filter (where k.type = 'affirmation'), 0)::int as affirmations,
           coalesce(sum(k.sign) filter (where k.type = 'emotional' and k.intensity is not null), 0)::int as rated,
           coalesce(sum(k.sign * k.intensity) filter (where k.type = 'emotional'), 0)::int as intensity_sum
    from statistics_rollup_keys(added, removed) k
    group by 1, 2, 3, 4, 5, 6, 7
  ), moved as (
    -- An edit of what no count depends on (notes, a photo) moves none.
    select * from net n
    where (n.entries, n.feelings, n.positive, n.neutral, n.negative, n.physical, n.affirmations, n.rated, n.intensity_sum) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ), changed as (
    update statistics_rollups r set entries = r.entries + n.entries, feelings = r.feelings + n.feelings,
      positive = r.positive + n.positive, neutral = r.neutral + n.neutral, negative = r.negative + n.negative,
      physical = r.physical + n.physical, affirmations = r.affirmations + n.affirmations, rated = r.rated + n.rated,
      intensity_sum = r.intensity_sum + n.intensity_sum
    from moved n
    where r.profile_id = n.profile_id and r.width = n.width and r.slot = n.slot and r.yesterday = n.yesterday
      and r.facet = n.facet and r.value = n.value and r.label is not distinct from n.label
    returning r.profile_id, r.width, r.slot, r.yesterday, r.facet, r.value, r.label
  )
  insert into statistics_rollups
  select n.* from moved n
  where n.entries > 0
    and not exists (
      select from changed c
      where c.profile_id = n.profile_id and c.width = n.width and c.slot = n.slot and c.yesterday = n.yesterday
        and c.facet = n.facet and c.value = n.value and c.label is not distinct from n.label
    );

  -- Drop the rows the removed entries emptied.
  if removed is not null then
    delete from statistics_rollups r
    using (select distinct k.profile_id, k.width, k.slot from statistics_rollup_keys(null, removed) k) t
    where r.profile_id = t.profile_id and r.width = t.width and r.slot = t.slot and r.entries = 0;
  end if;
end
$$;

-- Kept on every write to the entries, after the timeline (migration 0015).
create or replace function entries_keepers() returns text[]
language sql stable as $$
  select array['timeline_apply', 'statistics_apply']
$$;

-- The journals that exist already.
select statistics_apply(array_agg(e), null) from wellness_entries e;
