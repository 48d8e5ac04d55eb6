import { daysBetween, isCalendarDay } from '../domain/calendar-days';
import { MAX_RANGE_DAYS } from '../domain/statistics';
import * as z from './zod';

export const CALENDAR_DAY_MESSAGE = 'A day must be a real date written YYYY-MM-DD.';
export const RANGE_MESSAGE = `Choose a range whose first day is not after its last, of at most ${MAX_RANGE_DAYS} days.`;

export const calendarDaySchema = z.string(CALENDAR_DAY_MESSAGE).max(10, CALENDAR_DAY_MESSAGE).refine(isCalendarDay, CALENDAR_DAY_MESSAGE);

/** Whether a range's first day is not after its last, and it spans at most MAX_RANGE_DAYS. */
export const isDayRange = ({ from, to }: { from: string; to: string }) => from <= to && daysBetween(from, to) < MAX_RANGE_DAYS;

/** A range of calendar days, both included, read in the account's time zone (issue 36). */
export const dayRangeInput = z.object({ from: calendarDaySchema, to: calendarDaySchema }).refine(isDayRange, RANGE_MESSAGE);
export type DayRangeInput = z.infer<typeof dayRangeInput>;
