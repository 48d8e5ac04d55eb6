import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestDatabase, type TestEngine } from '../support/database';
import { createJournalOwner, setPlanUsage } from '../support/journal';
import { median, report } from './measure';

/** The add with 20,000 entries in its bucket may take at most this many times the add with 10. */
const TARGET_RATIO = 1.25;
const WARMUP = 20;
const SAMPLES = 40;

/**
 * Issue 39: entries.add's p50 with 10 entries in the current 4-hour timeline bucket and with 20,000
 * (an import or a bulk add filling one bucket): the bucket's triggers must cost the same at both
 * (they recomputed the whole bucket on every write, about 100 ms at 17,000 entries). Two journals,
 * one of each, added to in turn, so that the machine's load weighs on both alike.
 */
export async function benchTimelineAdd(engine: TestEngine = 'pglite') {
  const database = await createTestDatabase(engine);
  try {
    const journal = async (entries: number) => {
      const { user, profile, caller } = await createJournalOwner(database.db);
      await setPlanUsage(database.db, user.id, {}, 'pro');
      // The bucket of now(), on whichever side of its start: a bench that straddles a bucket's end fills the next one too.
      await sql`
        insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, "timestamp")
        select left(replace(${profile.id}, '-', ''), 6) || lpad(n::text, 15, '0'), ${profile.id}, 'emotional',
               case when n % 2 = 0 then 'positive' else 'negative' end, 'steady', n % 11, timeline_bucket_of(now()) + (n % 14000) * interval '1 second'
        from generate_series(1, ${entries}::int) as n`.execute(database.db);
      return () => caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 4 } });
    };
    const adds = [await journal(10), await journal(20_000)] as const;
    await sql`analyze wellness_entries`.execute(database.db);
    const times: [number[], number[]] = [[], []];
    for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
      for (const [index, add] of adds.entries()) {
        const started = performance.now();
        await add();
        if (round >= WARMUP) times[index]!.push(performance.now() - started);
      }
    }
    const [small, large] = times.map(median) as [number, number];
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
