import { sql } from 'kysely';
import { createTestDatabase } from '../support/database';
import { createJournalOwner } from '../support/journal';
import { medianMs, report } from './measure';

/** Seeds `count` entries in one statement, spread a minute apart going back from now. */
async function seed(db: Awaited<ReturnType<typeof createTestDatabase>>['db'], profileId: string, from: number, count: number) {
  await sql`
    insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, notes, "timestamp")
    select lpad(n::text, 21, '0'), ${profileId}, 'emotional', 'positive', 'happy', n % 11, 'A note about the day',
           now() - (n || ' minutes')::interval
    from generate_series(${from}::int, ${from + count - 1}::int) as n`.execute(db);
  await sql`analyze wellness_entries`.execute(db);
}

/** First-page feed latency must not grow with the journal: 1,000 vs 100,000 entries, one engine. */
export async function benchEntriesList(engine: 'pglite' | 'postgres' = 'pglite') {
  const database = await createTestDatabase(engine);
  try {
    const { profile, caller } = await createJournalOwner(database.db);
    const firstPage = () => caller.entries.list({ profileId: profile.id });
    await seed(database.db, profile.id, 1, 1_000);
    const small = await medianMs(firstPage);
    await seed(database.db, profile.id, 1_001, 99_000);
    const large = await medianMs(firstPage);
    const ratio = large / small;
    return report(`entries.list first page (${engine})`, { '1k_ms': small, '100k_ms': large, ratio }, ratio < 1.5);
  } finally {
    await database.dispose();
  }
}
