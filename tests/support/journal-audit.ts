import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';
import type { LoadUser } from './load-users';

/** What the database holds against what the clients were told, over every person of a run. */
export interface JournalAudit {
  /** Acknowledged entries that are not there. */
  lost: string[];
  /** Ids acknowledged twice, or stored twice. */
  duplicated: string[];
  /** Entries there beyond the seeded and the acknowledged ones (written, but the answer never came). */
  unacknowledged: number;
  /** People whose plan's entry counter differs from the entries their journal holds. */
  counterMismatches: string[];
  /** Timeline buckets whose stored points differ from a count over the entries. */
  timelineMismatches: string[];
  /** Image keys shown by an entry without an upload of that profile behind them. */
  danglingImages: string[];
}

const repeated = (ids: readonly string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

/** The timeline buckets whose points differ from a recount of the profile's live entries. */
async function timelineMismatches(db: Kysely<Database>, profileId: string): Promise<string[]> {
  const { rows } = await sql<{ bucket: Date; stored: number | null; counted: number | null }>`
    with counted as (
      select timeline_bucket_of("timestamp") as bucket,
             count(*) filter (where timeline_axis_value(type, mood_category, sensation, intensity) is not null)::int as points
      from wellness_entries where profile_id = ${profileId} and not deleted group by 1
    )
    select coalesce(b.bucket, c.bucket) as bucket, b.points as stored, c.points as counted
    from (select bucket, points from timeline_buckets where profile_id = ${profileId}) b
    full join counted c on c.bucket = b.bucket
    where coalesce(b.points, 0) <> coalesce(c.points, 0)`.execute(db);
  return rows.map((row) => `${profileId} ${new Date(row.bucket).toISOString()}: stored ${row.stored ?? 0}, counted ${row.counted ?? 0}`);
}

async function danglingImages(db: Kysely<Database>, profileId: string): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select distinct shown.key from wellness_entries e, unnest(e.images) as shown(key)
    where e.profile_id = ${profileId} and not e.deleted
      and not exists (select 1 from uploaded_images u where u.key = shown.key and u.profile_id = e.profile_id)`.execute(db);
  return rows.map((row) => row.key);
}

/** Checks every person's journal against the ids their client was given. */
export async function auditJournals(db: Kysely<Database>, users: readonly LoadUser[], acknowledged: ReadonlyMap<string, readonly string[]>): Promise<JournalAudit> {
  const audit: JournalAudit = { lost: [], duplicated: [], unacknowledged: 0, counterMismatches: [], timelineMismatches: [], danglingImages: [] };
  for (const user of users) {
    const told = acknowledged.get(user.profileId) ?? [];
    const stored = (await db.selectFrom('wellness_entries').select('id').where('profile_id', '=', user.profileId).execute()).map((row) => row.id);
    const storedSet = new Set(stored);
    audit.lost.push(...told.filter((id) => !storedSet.has(id)));
    audit.duplicated.push(...repeated(told), ...repeated(stored));
    audit.unacknowledged += stored.length - user.seeded - told.filter((id) => storedSet.has(id)).length;
    const plan = await db.selectFrom('plans').select('event_count').where('user_id', '=', user.userId).executeTakeFirst();
    if (plan?.event_count !== stored.length) audit.counterMismatches.push(`${user.userId}: counter ${plan?.event_count}, entries ${stored.length}`);
    audit.timelineMismatches.push(...(await timelineMismatches(db, user.profileId)));
    audit.danglingImages.push(...(await danglingImages(db, user.profileId)));
  }
  return audit;
}
