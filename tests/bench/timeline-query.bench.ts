import { unpackTimeline } from '../../src/shared/domain/timeline-wire';
import { createTestDatabase, type TestEngine } from '../support/database';
import { createJournalOwner } from '../support/journal';
import { seedTimelineEntries } from '../support/timeline-seed';
import { medianMs, report } from './measure';

const TARGET_MS = 20;
const TARGET_KB = 50;
const MAX_POINTS = 1_000;

/** The timeline procedure at 1,000 entries (a week) and 100,000 (nearly all within the 30 days): time, size, points. */
export async function benchTimelineQuery(engine: TestEngine = 'pglite') {
  const database = await createTestDatabase(engine);
  try {
    const { profile, caller } = await createJournalOwner(database.db);
    const measure = async () => {
      const answer = await caller.entries.timeline({ profileId: profile.id });
      return { ms: await medianMs(() => caller.entries.timeline({ profileId: profile.id })), kb: JSON.stringify(answer).length / 1024, points: unpackTimeline(answer).points.length };
    };
    await seedTimelineEntries(database.db, profile.id, 1_000, 600);
    const small = await measure();
    await seedTimelineEntries(database.db, profile.id, 99_000, 25, 1_000);
    const large = await measure();
    const pass = [small, large].every(({ ms, kb, points }) => ms < TARGET_MS && kb < TARGET_KB && points <= MAX_POINTS);
    return report(
      `entries.timeline (${engine})`,
      {
        '1k_ms': small.ms,
        '1k_kb': small.kb,
        '1k_points': small.points,
        '100k_ms': large.ms,
        '100k_kb': large.kb,
        '100k_points': large.points,
        target_ms: TARGET_MS,
        target_kb: TARGET_KB,
      },
      pass,
    );
  } finally {
    await database.dispose();
  }
}
