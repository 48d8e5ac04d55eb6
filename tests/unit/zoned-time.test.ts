import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, zonedIsoFormatter } from '../../src/shared/domain/zoned-time';

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
