import { describe, expect, it } from 'vitest';
import { instantOfWallClock, isKnownTimeZone, zonedIsoFormatter } from '../../src/shared/domain/zoned-time';

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
