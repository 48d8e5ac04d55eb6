/**
 * Calendar days as 'YYYY-MM-DD' strings, with no time zone: which day an instant is on is decided
 * by `zonedReading` (zoned-time.ts); here days are only counted, shifted and laid out.
 */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const epochDay = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const fromEpochDay = (value: number): CalendarDay => new Date(value * DAY_MS).toISOString().slice(0, 10);

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export const isCalendarDay = (value: string) => CALENDAR_DAY.test(value) && fromEpochDay(epochDay(value)) === value;

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromEpochDay(epochDay(day) + days);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDay, to: CalendarDay) => epochDay(to) - epochDay(from);

/** 0 for Monday to 6 for Sunday. */
export const weekdayOfDay = (day: CalendarDay) => (((epochDay(day) + 3) % 7) + 7) % 7;

/** The Monday of the week `day` is in. */
export const weekStartOf = (day: CalendarDay) => addDays(day, -weekdayOfDay(day));

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: CalendarDay, to: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let offset = 0; offset <= daysBetween(from, to); offset += 1) days.push(addDays(from, offset));
  return days;
}

/** The month ('YYYY-MM') a day is in, and the first and last day of a month. */
export const monthOf = (day: CalendarDay) => day.slice(0, 7);
export const firstDayOfMonth = (month: string): CalendarDay => `${month}-01`;
export function lastDayOfMonth(month: string): CalendarDay {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return fromEpochDay(Date.UTC(year, index, 0) / DAY_MS);
}
export const addMonths = (month: string, months: number) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);
};

/**
 * The day an entry belongs to: the day it was logged on in the reader's zone, or the day before when
 * its time tag says it happened 'yesterday' (journal-core's time_frame; 'today' and 'recent' keep the day).
 */
export const entryDay = (loggedOn: CalendarDay, timeFrame: string) => (timeFrame === 'yesterday' ? addDays(loggedOn, -1) : loggedOn);

/** A month laid out in weeks from Monday: each week seven days, null outside the month. */
export function monthWeeks(month: string): (CalendarDay | null)[][] {
  const first = firstDayOfMonth(month);
  const days = daysFrom(first, lastDayOfMonth(month));
  const cells: (CalendarDay | null)[] = [...Array<null>(weekdayOfDay(first)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
