import { type RawBuilder, sql } from 'kysely';
import { addDays, type CalendarDay } from '../../shared/domain/calendar-days';
import { startOfDay } from '../../shared/domain/zoned-time';

/**
 * In SQL, the day an entry belongs to in `timeZone` (a validated IANA name, sent as a parameter):
 * the local date of its instant, a day earlier when it is tagged 'yesterday'; the same rule as
 * `entryDay(calendarDayOf(...))` in src/shared/domain. `instant` and `yesterday` name the columns
 * (our own constants, never input) where a query has grouped the entries first.
 */
export const entryDaySql = (timeZone: string, instant = '"timestamp"', yesterday = "time_frame = 'yesterday'"): RawBuilder<string> =>
  sql<string>`((${sql.raw(instant)} at time zone ${timeZone})::date - (${sql.raw(yesterday)})::int)`;

/** The entry's hour (0-23) on the zone's clock. */
export const entryHourSql = (timeZone: string, instant = '"timestamp"'): RawBuilder<number> =>
  sql<number>`extract(hour from ${sql.raw(instant)} at time zone ${timeZone})::int`;

/**
 * The instants an entry of days `from` to `to` can have been logged at: from the first day's start
 * to the start of the day after the next (an entry logged the day after, tagged 'yesterday',
 * belongs to `to`), so the index narrows the rows before the day itself is computed.
 */
export function instantWindow({ from, to }: { from: CalendarDay; to: CalendarDay }, timeZone: string) {
  return { start: startOfDay(from, timeZone), end: startOfDay(addDays(to, 2), timeZone) };
}

/** The entries of days `from` to `to` in `timeZone`: the window of instants the index narrows to, then the day itself. */
export function ofDaysSql(range: { from: CalendarDay; to: CalendarDay }, timeZone: string): RawBuilder<boolean> {
  const { start, end } = instantWindow(range, timeZone);
  return sql<boolean>`("timestamp" >= ${start} and "timestamp" < ${end} and ${entryDaySql(timeZone)} between ${range.from}::date and ${range.to}::date)`;
}
