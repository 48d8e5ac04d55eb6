import { createTestDatabase } from '../support/database';
import { createJournalOwner } from '../support/journal';
import { seedEntries } from '../support/seed-entries';
import { medianMs, report } from './measure';

/** First-page feed latency must not grow with the journal: 1,000 vs 100,000 entries, one engine. */
export async function benchEntriesList(engine: 'pglite' | 'postgres' = 'pglite') {
  const database = await createTestDatabase(engine);
  try {
    const { profile, caller } = await createJournalOwner(database.db);
    const firstPage = () => caller.entries.list({ profileId: profile.id });
    await seedEntries(database.db, profile.id, 1, 1_000);
    const small = await medianMs(firstPage);
    await seedEntries(database.db, profile.id, 1_001, 99_000);
    const large = await medianMs(firstPage);
    const ratio = large / small;
    return report(`entries.list first page (${engine})`, { '1k_ms': small, '100k_ms': large, ratio }, ratio < 1.5);
  } finally {
    await database.dispose();
  }
}
