import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TimelineBucketsTable } from '../../src/worker/db/schema';

/**
 * A profile's timeline buckets recomputed from all of its live entries by the rules migration 0004's
 * triggers applied on every write, each bucket picked out on its own here: its points, its highest
 * and its lowest entry (the latest of equals, then the greatest id), its first affirmation with
 * notes, and the first at or after each extreme. What the incremental triggers of migration 0015
 * must keep; ordered by bucket.
 */
export async function timelineBucketsFromEntries(db: Kysely<Database>, profileId: string) {
  const { rows } = await sql<Omit<Selectable<TimelineBucketsTable>, 'profile_id'>>`
    with live as (
      select timeline_bucket_of("timestamp") as bucket, id, "timestamp", timeline_axis_value(type, mood_category, sensation, intensity) as value,
             type = 'affirmation' and coalesce(notes, '') <> '' as is_mark
      from wellness_entries where profile_id = ${profileId} and not deleted
    ), points as (
      select bucket, count(*)::int as points from live where value is not null group by bucket
    ), highest as (
      select distinct on (bucket) bucket, id, "timestamp" from live where value is not null order by bucket, value desc, "timestamp" desc, id desc
    ), lowest as (
      select distinct on (bucket) bucket, id, "timestamp" from live where value is not null order by bucket, value, "timestamp" desc, id desc
    ), first_marks as (
      select distinct on (bucket) bucket, id from live where is_mark order by bucket, "timestamp", id
    ), buckets as (
      select bucket from points union select bucket from first_marks
    )
    select b.bucket, coalesce(p.points, 0) as points, h.id as high_id, l.id as low_id, f.id as first_mark_id,
           (select m.id from live m where m.bucket = b.bucket and m.is_mark and m."timestamp" >= h."timestamp" order by m."timestamp", m.id limit 1) as high_mark_id,
           (select m.id from live m where m.bucket = b.bucket and m.is_mark and m."timestamp" >= l."timestamp" order by m."timestamp", m.id limit 1) as low_mark_id
    from buckets b
    left join points p on p.bucket = b.bucket
    left join highest h on h.bucket = b.bucket
    left join lowest l on l.bucket = b.bucket
    left join first_marks f on f.bucket = b.bucket
    order by b.bucket`.execute(db);
  return rows;
}

/** The buckets the triggers keep for the profile, in the same shape and order. */
export const keptTimelineBuckets = (db: Kysely<Database>, profileId: string) =>
  db
    .selectFrom('timeline_buckets')
    .select(['bucket', 'points', 'high_id', 'low_id', 'first_mark_id', 'high_mark_id', 'low_mark_id'])
    .where('profile_id', '=', profileId)
    .orderBy('bucket')
    .execute();
