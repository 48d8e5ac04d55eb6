-- Issue 39: the timeline's buckets (migration 0004) kept at a cost that does not grow with them.
-- Every write recomputed each bucket it touched from all of the bucket's entries, so with 17,000
-- entries in one 4-hour bucket an add took about 100 ms. Now a write adds to or takes from the
-- bucket's count of points what its own rows bring or take, and finds the bucket's highest and
-- lowest entry and its affirmations by index (a few lookups, whatever the bucket holds), with the
-- same rules as before: the latest of equals for an extreme, the first affirmation with notes, and
-- the first at or after each extreme.

-- A bucket's live points ordered by value, time and id: its highest is the last, its lowest the
-- first value's last.
create index wellness_entries_timeline_points_idx on wellness_entries
  (profile_id, timeline_bucket_of("timestamp"), timeline_axis_value(type, mood_category, sensation, intensity), "timestamp", id)
  where not deleted and timeline_axis_value(type, mood_category, sensation, intensity) is not null;

-- The live affirmations with notes, which the tooltips preview.
create index wellness_entries_timeline_marks_idx on wellness_entries (profile_id, "timestamp", id)
  where not deleted and type = 'affirmation' and coalesce(notes, '') <> '';

drop trigger timeline_buckets_on_insert on wellness_entries;
drop trigger timeline_buckets_on_update on wellness_entries;
drop trigger timeline_buckets_on_delete on wellness_entries;
drop function timeline_refresh_changed();
drop function timeline_refresh_updated();
drop function timeline_refresh_buckets(uuid[], timestamptz[]);

-- The buckets of the rows a statement wrote (`added`) and replaced or removed (`removed`): each one's
-- points counted on by the difference, its extremes and affirmations looked up afresh. Called by
-- entries_written, below, with the profiles written locked.
create function timeline_apply(added wellness_entries[], removed wellness_entries[]) returns void
language plpgsql as $$
begin
  with changed as (
    select a.profile_id, timeline_bucket_of(a."timestamp") as bucket,
           (not a.deleted and timeline_axis_value(a.type, a.mood_category, a.sensation, a.intensity) is not null)::int as points
    from unnest(added) a
    union all
    select r.profile_id, timeline_bucket_of(r."timestamp"),
           -(not r.deleted and timeline_axis_value(r.type, r.mood_category, r.sensation, r.intensity) is not null)::int
    from unnest(removed) r
  ), touched as (
    select c.profile_id, c.bucket, sum(c.points)::int as points from changed c group by 1, 2
  ), extremes as (
    select t.profile_id, t.bucket, coalesce(b.points, 0) + t.points as points, high.id as high_id, high."timestamp" as high_time,
           low.id as low_id, low."timestamp" as low_time
    from touched t
    left join timeline_buckets b on b.profile_id = t.profile_id and b.bucket = t.bucket
    left join lateral (
      select e.id, e."timestamp" from wellness_entries e
      where e.profile_id = t.profile_id and timeline_bucket_of(e."timestamp") = t.bucket and not e.deleted
        and timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) is not null
      order by timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) desc, e."timestamp" desc, e.id desc
      limit 1
    ) high on true
    left join lateral (
      select e.id, e."timestamp" from wellness_entries e
      where e.profile_id = t.profile_id and timeline_bucket_of(e."timestamp") = t.bucket and not e.deleted
        and timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) = (
          select timeline_axis_value(m.type, m.mood_category, m.sensation, m.intensity) from wellness_entries m
          where m.profile_id = t.profile_id and timeline_bucket_of(m."timestamp") = t.bucket and not m.deleted
            and timeline_axis_value(m.type, m.mood_category, m.sensation, m.intensity) is not null
          order by timeline_axis_value(m.type, m.mood_category, m.sensation, m.intensity)
          limit 1
        )
      order by timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) desc, e."timestamp" desc, e.id desc
      limit 1
    ) low on true
  ), fresh as (
    select x.profile_id, x.bucket, x.points, x.high_id, x.low_id,
           timeline_first_mark(x.profile_id, x.bucket, x.bucket) as first_mark_id,
           case when x.high_time is not null then timeline_first_mark(x.profile_id, x.bucket, x.high_time) end as high_mark_id,
           case when x.low_time is not null then timeline_first_mark(x.profile_id, x.bucket, x.low_time) end as low_mark_id
    from extremes x
  ), emptied as (
    delete from timeline_buckets b using fresh f
    where b.profile_id = f.profile_id and b.bucket = f.bucket and not (f.points > 0 or f.first_mark_id is not null)
  )
  insert into timeline_buckets (profile_id, bucket, points, high_id, low_id, first_mark_id, high_mark_id, low_mark_id)
  select f.profile_id, f.bucket, f.points, f.high_id, f.low_id, f.first_mark_id, f.high_mark_id, f.low_mark_id
  from fresh f
  where f.points > 0 or f.first_mark_id is not null
  on conflict (profile_id, bucket) do update
  set points = excluded.points, high_id = excluded.high_id, low_id = excluded.low_id, first_mark_id = excluded.first_mark_id,
      high_mark_id = excluded.high_mark_id, low_mark_id = excluded.low_mark_id;
end
$$;

-- The first live affirmation with notes of the bucket at or after `since`, by time then id.
create function timeline_first_mark(profile uuid, bucket timestamptz, since timestamptz) returns text
language sql stable as $$
  select m.id from wellness_entries m
  where m.profile_id = profile and m."timestamp" >= since and m."timestamp" < bucket + interval '4 hours'
    and not m.deleted and m.type = 'affirmation' and coalesce(m.notes, '') <> ''
  order by m."timestamp", m.id
  limit 1
$$;

-- The functions that keep what is derived from the entries (this migration's timeline_apply; later
-- migrations name theirs), each called with the rows a statement wrote and those it replaced or removed.
create function entries_keepers() returns text[]
language sql stable as $$
  select array['timeline_apply']
$$;

create function entries_written() returns trigger
language plpgsql as $$
declare
  added wellness_entries[];
  removed wellness_entries[];
  keeper text;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    select array_agg(n::wellness_entries) into added from new_rows n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select array_agg(o::wellness_entries) into removed from old_rows o;
  end if;
  -- One profile at a time: a concurrent write to the same profile waits here until this one commits,
  -- then sees its entries and what was kept of them.
  perform pg_advisory_xact_lock(hashtextextended(profile_id::text, 0))
  from (select distinct p.profile_id from (select a.profile_id from unnest(added) a union select r.profile_id from unnest(removed) r) p order by 1) locked;
  foreach keeper in array entries_keepers() loop
    execute format('select %I($1, $2)', keeper) using added, removed;
  end loop;
  return null;
end
$$;

create trigger entries_written_on_insert after insert on wellness_entries
referencing new table as new_rows for each statement execute function entries_written();
create trigger entries_written_on_update after update on wellness_entries
referencing old table as old_rows new table as new_rows for each statement execute function entries_written();
create trigger entries_written_on_delete after delete on wellness_entries
referencing old table as old_rows for each statement execute function entries_written();
