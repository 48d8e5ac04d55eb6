import type { Kysely } from 'kysely';
import type { DayRangeInput } from '../../shared/schemas/statistics';
import type { Database } from '../db/schema';
import { readDayTotals } from '../db/statistics';
import { inKnownZone } from './zone-errors';

/** Issue 36: each day of the range that has entries, counted in the reader's zone, for the month view and the year in pixels. */
export async function calendarDays(db: Kysely<Database>, { profileId, range, timeZone }: { profileId: string; range: DayRangeInput; timeZone: string }) {
  const days = await inKnownZone(timeZone, () => readDayTotals(db, profileId, range, timeZone));
  return { range, timeZone, days };
}
