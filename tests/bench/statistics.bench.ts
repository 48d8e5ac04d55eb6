import { sql } from 'kysely';
import { addDays } from '../../src/shared/domain/calendar-days';
import { calendarDayOf } from '../../src/shared/domain/zoned-time';
import { createCaller } from '../../src/worker/routers';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestEngine } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { seedTimelineEntries } from '../support/timeline-seed';
import { medianMs, report } from './measure';

const TARGET_MS = 100;
const YEAR_SECONDS = 365 * 86_400;

/**
 * Issue 36: the statistics procedure over 365 days, read in New York time, at 1,000 entries and at
 * 100,000 in one profile, every one of them within the year (the heaviest case: nothing is cut by
 * the range), and the calendar's year beside it.
 */
export async function benchStatistics(engine: TestEngine = 'postgres') {
  const database = await createTestDatabase(engine);
  try {
    const user = await createUser(database.db);
    const profile = await createProfile(database.db, user.id);
    const caller = createCaller(createTestContext(database.db, { ...asSessionUser(user), timeZone: 'America/New_York' }));
    const today = calendarDayOf(Date.now(), 'America/New_York');
    const input = { profileId: profile.id, from: addDays(today, -364), to: today };
    const measure = async () => {
      await sql`vacuum analyze wellness_entries`.execute(database.db);
      return {
        statistics: await medianMs(() => caller.patterns.statistics(input)),
        calendar: await medianMs(() => caller.patterns.calendar(input)),
      };
    };
    await seedTimelineEntries(database.db, profile.id, 1_000, Math.floor(YEAR_SECONDS / 1_000));
    const small = await measure();
    await seedTimelineEntries(database.db, profile.id, 99_000, Math.floor(YEAR_SECONDS / 100_000), 1_000);
    const large = await measure();
    return report(
      `patterns.statistics, 365 days (${engine})`,
      { '1k_ms': small.statistics, '100k_ms': large.statistics, calendar_1k_ms: small.calendar, calendar_100k_ms: large.calendar, target_ms: TARGET_MS },
      large.statistics < TARGET_MS,
    );
  } finally {
    await database.dispose();
  }
}
