import type { Kysely } from 'kysely';
import { bodyMapFigures, sensationCounts } from '../../shared/domain/body-map';
import { daysBetween } from '../../shared/domain/calendar-days';
import type { BodyMapInput } from '../../shared/schemas/body-map';
import { readBodyMap } from '../db/body-map';
import type { Database } from '../db/schema';
import { inKnownZone } from './zone-errors';

/**
 * Issue 38: where a profile's physical sensations of a range of days (in the reader's zone) were
 * felt, how often and how intensely, place by place; of one sensation, or all of them. The
 * sensations of the range come along for the filter.
 */
export async function bodyMapOverview(db: Kysely<Database>, { profileId, input, timeZone }: { profileId: string; input: BodyMapInput; timeZone: string }) {
  const rows = await inKnownZone(timeZone, () => readBodyMap(db, profileId, input, timeZone));
  const chosen = input.sensation ? rows.filter((row) => row.sensation === input.sensation) : rows;
  const count = (felt: typeof rows) => felt.reduce((total, row) => total + row.entries, 0);
  return {
    range: { from: input.from, to: input.to, days: daysBetween(input.from, input.to) + 1 },
    timeZone,
    sensation: input.sensation ?? null,
    sensations: sensationCounts(rows),
    entries: count(chosen),
    /** Sensations logged without saying where. */
    unplaced: count(chosen.filter((row) => row.body_region === null)),
    places: bodyMapFigures(chosen),
  };
}
