import { createTestDatabase, type TestEngine } from '../support/database';
import { createJournalOwner } from '../support/journal';
import { seedSearchableEntries } from '../support/search-seed';
import { medianMs, report } from './measure';

const TARGET_MS = 30;

/** What a person types: a common word, its first letters, two words, a rare word, and a word in no entry. */
const SEARCHES = { common: 'walk', typing: 'wa', two_words: 'rain riv', rare: 'topic1234', none: 'zebra' };

/** Search's first page at 1,000 and 100,000 entries in one profile: p50 of each kind of search, the slowest against 30 ms. */
export async function benchEntrySearch(engine: TestEngine = 'postgres') {
  const database = await createTestDatabase(engine);
  try {
    const { profile, caller } = await createJournalOwner(database.db);
    const measure = async () => {
      const times: Record<string, number> = {};
      for (const [kind, query] of Object.entries(SEARCHES)) times[kind] = await medianMs(() => caller.entries.search({ profileId: profile.id, query }));
      return times;
    };
    await seedSearchableEntries(database.db, profile.id, 1, 1_000);
    const small = await measure();
    await seedSearchableEntries(database.db, profile.id, 1_001, 99_000);
    const large = await measure();
    const figures = Object.fromEntries(Object.keys(SEARCHES).flatMap((kind) => [[`${kind}_1k_ms`, small[kind]!], [`${kind}_100k_ms`, large[kind]!]]));
    const slowest = Math.max(...Object.values(large));
    return report(`entries.search first page (${engine})`, { ...figures, target_ms: TARGET_MS }, slowest < TARGET_MS);
  } finally {
    await database.dispose();
  }
}
