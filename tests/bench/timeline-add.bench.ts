import { sql } from 'kysely';
import { createTestDatabase, type TestEngine } from '../support/database';
import { createJournalOwner, setPlanUsage } from '../support/journal';
import { medianMs, report } from './measure';

/** The add with 20,000 entries in its bucket may take at most this many times the add with 10. */
const TARGET_RATIO = 1.25;

/**
 * Issue 39: entries.add's p50 with 10 entries in the current 4-hour timeline bucket and with 20,000
 * (an import or a bulk add filling one bucket): the bucket's triggers must cost the same at both
 * (they recomputed the whole bucket on every write, about 100 ms at 17,000 entries).
 */
export async function benchTimelineAdd(engine: TestEngine = 'pglite') {
  const database = await createTestDatabase(engine);
  try {
    const { user, profile, caller } = await createJournalOwner(database.db);
    await setPlanUsage(database.db, user.id, {}, 'pro');
    const fillBucket = (count: number, skip: number) =>
      sql`
        insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, "timestamp")
        select 'bucket' || lpad(n::text, 15, '0'), ${profile.id}, 'emotional', case when n % 2 = 0 then 'positive' else 'negative' end, 'steady',
               n % 11, timeline_bucket_of(now()) + (n % 14000) * interval '1 second'
        from generate_series(${skip + 1}::int, ${skip + count}::int) as n`.execute(database.db);
    const add = () => caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 4 } });
    // The timestamps are the bucket's now(): a bench that straddles a bucket's end moves on to the next one, which gets filled too.
    await fillBucket(10, 0);
    const small = await medianMs(add, { warmup: 20 });
    await fillBucket(19_990, 10);
    await sql`analyze wellness_entries`.execute(database.db);
    const large = await medianMs(add);
    const ratio = large / small;
    return report(
      `entries.add p50, 10 vs 20,000 entries in the bucket (${engine})`,
      { '10_ms': small, '20k_ms': large, ratio, target_ratio: TARGET_RATIO },
      ratio <= TARGET_RATIO,
    );
  } finally {
    await database.dispose();
  }
}
