import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysFrom, entryDay, isCalendarDay, lastDayOfMonth, weekdayOfDay, weekStartOf } from '../../src/shared/domain/calendar-days';
import { calendarDayOf, readingZone, startOfDay, zonedReading } from '../../src/shared/domain/zoned-time';

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('the day, hour and weekday of an instant in a zone', () => {
  it('reads the local clock, not UTC', () => {
    expect(zonedReading('2026-07-15T03:30:00Z', 'America/Los_Angeles')).toEqual({ day: '2026-07-14', hour: 20, weekday: 1 });
    expect(zonedReading('2026-07-15T03:30:00Z', 'UTC')).toEqual({ day: '2026-07-15', hour: 3, weekday: 2 });
    expect(zonedReading('2026-07-15T20:00:00Z', 'Asia/Kolkata')).toEqual({ day: '2026-07-16', hour: 1, weekday: 3 });
  });

  it('reads UTC for an account without a zone', () => {
    expect(readingZone(null)).toBe('UTC');
    expect(readingZone('Europe/London')).toBe('Europe/London');
  });
});

describe('daylight-saving change days', () => {
  it('Europe/London, spring (2026-03-29, 23 hours): 00:30 local lands on its own day on both sides', () => {
    expect(calendarDayOf('2026-03-29T00:30:00Z', 'Europe/London')).toBe('2026-03-29'); // 00:30 GMT
    expect(calendarDayOf('2026-03-29T23:30:00Z', 'Europe/London')).toBe('2026-03-30'); // 00:30 BST, still the 29th in UTC
    expect(zonedReading('2026-03-29T01:30:00Z', 'Europe/London').hour).toBe(2);
    expect(hours(startOfDay('2026-03-29', 'Europe/London'), startOfDay('2026-03-30', 'Europe/London'))).toBe(23);
  });

  it('Europe/London, autumn (2026-10-25, 25 hours)', () => {
    expect(calendarDayOf('2026-10-24T23:30:00Z', 'Europe/London')).toBe('2026-10-25'); // 00:30 BST
    expect(calendarDayOf('2026-10-25T23:30:00Z', 'Europe/London')).toBe('2026-10-25'); // 23:30 GMT
    expect(startOfDay('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(hours(startOfDay('2026-10-25', 'Europe/London'), startOfDay('2026-10-26', 'Europe/London'))).toBe(25);
  });

  it('America/New_York, spring (2026-03-08) and autumn (2026-11-01)', () => {
    expect(calendarDayOf('2026-03-08T05:30:00Z', 'America/New_York')).toBe('2026-03-08'); // 00:30 EST
    expect(calendarDayOf('2026-03-09T04:30:00Z', 'America/New_York')).toBe('2026-03-09'); // 00:30 EDT
    expect(hours(startOfDay('2026-03-08', 'America/New_York'), startOfDay('2026-03-09', 'America/New_York'))).toBe(23);
    expect(calendarDayOf('2026-11-01T04:30:00Z', 'America/New_York')).toBe('2026-11-01'); // 00:30 EDT
    expect(calendarDayOf('2026-11-01T03:30:00Z', 'America/New_York')).toBe('2026-10-31'); // 23:30 EDT, the 1st in UTC
    expect(calendarDayOf('2026-11-02T05:30:00Z', 'America/New_York')).toBe('2026-11-02'); // 00:30 EST
    expect(hours(startOfDay('2026-11-01', 'America/New_York'), startOfDay('2026-11-02', 'America/New_York'))).toBe(25);
  });

  it('reads both 01:30s of a repeated hour as the same day and hour', () => {
    expect(zonedReading('2026-11-01T05:30:00Z', 'America/New_York')).toMatchObject({ day: '2026-11-01', hour: 1 });
    expect(zonedReading('2026-11-01T06:30:00Z', 'America/New_York')).toMatchObject({ day: '2026-11-01', hour: 1 });
  });
});

describe('a person who travels', () => {
  it('keeps each entry at its instant; its day follows the zone the account is in now', () => {
    const loggedInLondon = '2026-06-01T22:00:00Z'; // 23:00 in London
    expect(calendarDayOf(loggedInLondon, 'Europe/London')).toBe('2026-06-01');
    expect(calendarDayOf(loggedInLondon, 'Asia/Tokyo')).toBe('2026-06-02'); // 07:00 the next morning
    expect(zonedReading(loggedInLondon, 'Asia/Tokyo').hour).toBe(7);
  });
});

describe('calendar days', () => {
  it('counts, shifts and lays out days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysFrom('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOfDay('2026-03-30')).toBe(0);
    expect(weekdayOfDay('2026-03-29')).toBe(6);
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23');
  });

  it('knows a real day from a malformed one', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay("2026-01-01'; --")).toBe(false);
  });

  it("puts an entry tagged 'yesterday' on the day before the one it was logged on", () => {
    expect(entryDay('2026-03-01', 'yesterday')).toBe('2026-02-28');
    expect(entryDay('2026-03-01', 'today')).toBe('2026-03-01');
    expect(entryDay('2026-03-01', 'recent')).toBe('2026-03-01');
  });
});
