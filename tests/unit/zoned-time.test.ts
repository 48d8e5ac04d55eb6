import { describe, expect, it } from 'vitest';
import { instantOfWallClock, isKnownTimeZone, offsetSpans, zonedIsoFormatter, zonedReading } from '../../src/shared/domain/zoned-time';

describe('instants written with their offset in a time zone (exports)', () => {
  it('writes UTC with +00:00', () => {
    expect(zonedIsoFormatter('UTC')(new Date('2026-11-24T09:20:32.123Z'))).toBe('2026-11-24T09:20:32.123+00:00');
  });

  it('writes the local clock and the offset of the day, on both sides of a daylight-saving change', () => {
    const berlin = zonedIsoFormatter('Europe/Berlin');
    expect(berlin(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29T01:30:00.000+01:00');
    expect(berlin(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30:00.000+02:00');
  });

  it('handles offsets behind UTC, half hours, and a date that differs from the UTC date', () => {
    expect(zonedIsoFormatter('America/New_York')(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31T22:00:00.000-05:00');
    expect(zonedIsoFormatter('Asia/Kolkata')(new Date('2026-06-01T20:00:00Z'))).toBe('2026-06-02T01:30:00.000+05:30');
  });

  it('names the same instant it was given', () => {
    const instant = new Date('2026-07-04T12:34:56.789Z');
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kathmandu']) {
      expect(new Date(zonedIsoFormatter(zone)(instant)).getTime()).toBe(instant.getTime());
    }
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone("'; drop table users; --")).toBe(false);
  });
});

describe('local times read in a time zone (imports of apps that write no zone)', () => {
  it('finds the instant the zone’s clock showed, in winter and in summer', () => {
    expect(instantOfWallClock({ year: 2026, month: 1, day: 15, hour: 20, minute: 15 }, 'Europe/Berlin').toISOString()).toBe('2026-01-15T19:15:00.000Z');
    expect(instantOfWallClock({ year: 2026, month: 7, day: 15, hour: 20, minute: 15 }, 'Europe/Berlin').toISOString()).toBe('2026-07-15T18:15:00.000Z');
    expect(instantOfWallClock({ year: 2026, month: 7, day: 15, hour: 20, minute: 15 }, 'America/New_York').toISOString()).toBe('2026-07-16T00:15:00.000Z');
    expect(instantOfWallClock({ year: 2026, month: 7, day: 15, hour: 20, minute: 15 }, 'UTC').toISOString()).toBe('2026-07-15T20:15:00.000Z');
  });

  it('reads a time the spring change skipped, and one the autumn change repeated, to a real instant', () => {
    const skipped = instantOfWallClock({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin');
    expect(['2026-03-29T01:30:00.000Z', '2026-03-29T00:30:00.000Z']).toContain(skipped.toISOString());
    const repeated = instantOfWallClock({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Berlin');
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(repeated.toISOString());
  });
});

describe('the spans of one offset a zone goes through (the statistics place their slots with them)', () => {
  const QUARTER = 900_000;
  const at = (quarter: number) => new Date(quarter * QUARTER).toISOString();

  it('finds New York’s two changes of 2026 to the quarter hour, in quarter hours of offset', () => {
    const spans = offsetSpans(new Date('2026-01-01T05:00:00Z'), new Date('2027-01-01T05:00:00Z'), 'America/New_York');
    expect(spans.map(({ from, to, offset }) => ({ from: at(from), to: at(to), offset }))).toEqual([
      { from: '2026-01-01T05:00:00.000Z', to: '2026-03-08T07:00:00.000Z', offset: -20 },
      { from: '2026-03-08T07:00:00.000Z', to: '2026-11-01T06:00:00.000Z', offset: -16 },
      { from: '2026-11-01T06:00:00.000Z', to: '2027-01-01T05:00:00.000Z', offset: -20 },
    ]);
  });

  it('gives one span to a zone without changes, and finds a half-hour change at a half hour of UTC (Lord Howe)', () => {
    expect(offsetSpans(new Date('2026-06-01T00:00:00Z'), new Date('2026-06-03T00:00:00Z'), 'Asia/Kathmandu')).toEqual([
      { from: Date.parse('2026-06-01T00:00:00Z') / QUARTER, to: Date.parse('2026-06-03T00:00:00Z') / QUARTER, offset: 23 },
    ]);
    const lordHowe = offsetSpans(new Date('2026-04-01T00:00:00Z'), new Date('2026-04-10T00:00:00Z'), 'Australia/Lord_Howe');
    expect(lordHowe.map(({ from, offset }) => ({ from: at(from), offset }))).toEqual([
      { from: '2026-04-01T00:00:00.000Z', offset: 44 },
      { from: '2026-04-04T15:00:00.000Z', offset: 42 },
    ]);
  });

  it('agrees with the zone’s reading of every quarter hour of a year (Newfoundland, at -3:30, and Chatham, at +12:45 and +13:45)', () => {
    for (const timeZone of ['America/St_Johns', 'Pacific/Chatham']) {
      const spans = offsetSpans(new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), timeZone);
      for (const { from, to, offset } of spans) {
        for (let quarter = from; quarter < to; quarter += 1) {
          const local = new Date((quarter + offset) * QUARTER);
          const reading = zonedReading(quarter * QUARTER, timeZone);
          if (reading.day !== local.toISOString().slice(0, 10) || reading.hour !== local.getUTCHours()) throw new Error(`${timeZone} at ${at(quarter)}`);
        }
      }
    }
  });
});
