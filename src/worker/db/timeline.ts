import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { auraWindowStart } from '../../shared/domain/aura';
import { AFFIRMATION_PREVIEW_LENGTH, axisValue, TIMELINE_EXACT_LIMIT, timelineWindowStart } from '../../shared/domain/timeline';
import { packTimeline } from '../../shared/domain/timeline-wire';
import type { Database } from './schema';

type Entries = Database & { e: Database['wellness_entries'] };

const BUCKET = sql`interval '4 hours'`;
/** The bucket holding `since`: the first of the window, partly before it. */
const firstBucketOf = (since: Date) => sql<Date>`timeline_bucket_of(${since})`;
const timeOf = sql<number>`floor(extract(epoch from e."timestamp") * 1000)::float8`;

/** The lean columns of an entry `e`: its time in milliseconds, no notes, the images only counted. */
const leanColumns = (eb: ExpressionBuilder<Entries, 'e'>) =>
  [
    'e.id',
    timeOf.as('time'),
    'e.type',
    'e.mood_category',
    'e.specific_mood',
    'e.sensation',
    'e.intensity',
    eb.fn.coalesce(eb.fn<number>('cardinality', ['e.images']), sql<number>`0`).as('images'),
  ] as const;

/**
 * The rows of `query` as one JSON array: PGlite hands each row over separately at some cost, so a
 * thousand rows arrive in half the time as one value.
 */
async function rowsOf<Row>(db: Kysely<Database>, query: SelectQueryBuilder<Entries, 'e', Row>) {
  const { rows } = await db.selectNoFrom(jsonArrayFrom(query).as('rows')).executeTakeFirstOrThrow();
  return rows;
}

const liveSince = (db: Kysely<Database>, profileId: string, since: Date) =>
  db.selectFrom('wellness_entries as e').where('e.profile_id', '=', profileId).where('e.deleted', '=', false).where('e.timestamp', '>=', since);

/** How many live entries the window holds, counting no further than `limit`. */
async function countUpTo(db: Kysely<Database>, profileId: string, since: Date, limit: number) {
  const row = await db
    .selectFrom(liveSince(db, profileId, since).select('e.id').limit(limit).as('window'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every entry of the window, the affirmations with their preview: a small journal's whole month (and its last hours). */
async function exactWindow(db: Kysely<Database>, profileId: string, since: Date, auraSince: number) {
  const rows = await rowsOf(
    db,
    liveSince(db, profileId, since)
      .select((eb) => [...leanColumns(eb), sql<string | null>`case when e.type = 'affirmation' then left(e.notes, ${AFFIRMATION_PREVIEW_LENGTH}) end`.as('preview')])
      .orderBy('e.timestamp')
      .orderBy('e.id'),
  );
  const points = rows.filter((row) => axisValue(row) !== null);
  const marks = rows.filter((row): row is typeof row & { preview: string } => Boolean(row.preview));
  const recent = rows.filter((row) => row.time >= auraSince).reverse();
  return { points, marks, recent, total: points.length };
}

/**
 * A busy journal's window by its buckets (kept by the triggers of migration 0004): each bucket's
 * highest and lowest entry, and the affirmations their tooltips preview. A bucket that began before
 * the window may have its extremes before it; they are left out like any entry before the window.
 */
async function bucketedWindow(db: Kysely<Database>, profileId: string, since: Date, auraSince: number) {
  const buckets = db
    .selectFrom('timeline_buckets as b')
    .where('b.profile_id', '=', profileId)
    .where('b.bucket', '>=', firstBucketOf(since));
  const [points, marks, total, recent] = await Promise.all([
    rowsOf(
      db,
      buckets
        .innerJoin('wellness_entries as e', (join) => join.on(sql<boolean>`e.id in (b.high_id, b.low_id)`))
        .select(leanColumns)
        .where('e.timestamp', '>=', since)
        .orderBy('e.timestamp')
        .orderBy('e.id'),
    ),
    rowsOf(
      db,
      buckets
        .innerJoin('wellness_entries as e', (join) => join.on(sql<boolean>`e.id in (b.first_mark_id, b.high_mark_id, b.low_mark_id)`))
        .select(['e.id', timeOf.as('time'), sql<string>`left(e.notes, ${AFFIRMATION_PREVIEW_LENGTH})`.as('preview')])
        .where('e.timestamp', '>=', since)
        .distinct(),
    ),
    pointsInWindow(db, profileId, since),
    recentEntries(db, profileId, new Date(auraSince)),
  ]);
  return { points, marks, total, recent };
}

/** How many points the window holds: the whole buckets' counts, and the part of the first bucket inside the window counted afresh. */
async function pointsInWindow(db: Kysely<Database>, profileId: string, since: Date) {
  const firstBucket = firstBucketOf(since);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('timeline_buckets as b')
        .where('b.profile_id', '=', profileId)
        .where('b.bucket', '>', firstBucket)
        .select((inner) => inner.fn.sum<string>('b.points').as('points'))
        .as('whole'),
      liveSince(db, profileId, since)
        .where('e.timestamp', '<', sql<Date>`${firstBucket} + ${BUCKET}`)
        .where(sql<boolean>`timeline_axis_value(e.type, e.mood_category, e.sensation, e.intensity) is not null`)
        .select((inner) => inner.fn.countAll<string>().as('points'))
        .as('partial'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.whole ?? 0) + Number(row.partial ?? 0);
}

/** Every entry of the aura's last hours, affirmations included. */
const recentEntries = (db: Kysely<Database>, profileId: string, since: Date) =>
  rowsOf(db, liveSince(db, profileId, since).select(leanColumns).orderBy('e.timestamp', 'desc').orderBy('e.id', 'desc'));

/**
 * The timeline of the last 30 days up to `now`, packed: every entry while the window holds at most
 * TIMELINE_EXACT_LIMIT of them, otherwise each 4-hour bucket's extremes; plus the aura's entries.
 */
export async function readTimeline(db: Kysely<Database>, profileId: string, now: number) {
  const since = new Date(timelineWindowStart(now));
  const auraSince = auraWindowStart(now);
  const count = await countUpTo(db, profileId, since, TIMELINE_EXACT_LIMIT + 1);
  return packTimeline(
    count <= TIMELINE_EXACT_LIMIT ? await exactWindow(db, profileId, since, auraSince) : await bucketedWindow(db, profileId, since, auraSince),
  );
}
