import type { CalendarDay } from './calendar-days';

// A calendar day names itself, whatever the zone: its fields are read as UTC on purpose.
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Sunday, March 29, 2026'. */
export const dayTitle = (day: CalendarDay) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
/** 'March 2026' for '2026-03'. */
export const monthTitle = (month: string) => monthFormat.format(Date.parse(`${month}-01T00:00:00Z`));
/** 'Mar 29'. */
export const shortDay = (day: CalendarDay) => shortFormat.format(Date.parse(`${day}T00:00:00Z`));

/** '12 am', '1 pm': an hour of the day. */
export const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;
