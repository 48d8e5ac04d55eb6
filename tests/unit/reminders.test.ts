import { describe, expect, it } from 'vitest';
import { EVERY_DAY, clockTime, isPublicPushEndpoint, minuteOfClockTime, nextReminderAt, weekdaysLabel } from '../../src/shared/domain/reminders';

const at = (iso: string) => new Date(iso);
const nine = { minuteOfDay: 9 * 60, weekdays: EVERY_DAY };

describe('the next moment of a daily reminder, in the person’s zone', () => {
  it('is 09:00 on the Paris clock on both sides of the spring change (08:00 UTC in winter, 07:00 in summer)', () => {
    expect(nextReminderAt(nine, 'Europe/Paris', at('2026-03-27T09:00:00Z'))).toEqual(at('2026-03-28T08:00:00Z'));
    // the night of 28 to 29 March 2026 loses an hour: the next 09:00 is 23 hours later
    expect(nextReminderAt(nine, 'Europe/Paris', at('2026-03-28T08:00:00Z'))).toEqual(at('2026-03-29T07:00:00Z'));
    expect(nextReminderAt(nine, 'Europe/Paris', at('2026-03-29T07:00:00Z'))).toEqual(at('2026-03-30T07:00:00Z'));
  });

  it('is 09:00 on the Paris clock across the autumn change, 25 hours apart', () => {
    expect(nextReminderAt(nine, 'Europe/Paris', at('2026-10-24T07:00:00Z'))).toEqual(at('2026-10-25T08:00:00Z'));
  });

  it('comes at 03:30 summer time for a 02:30 reminder on the night that skips 02:30, then at 02:30 again', () => {
    const early = { minuteOfDay: 2 * 60 + 30, weekdays: EVERY_DAY };
    expect(nextReminderAt(early, 'Europe/Paris', at('2026-03-28T12:00:00Z'))).toEqual(at('2026-03-29T01:30:00Z'));
    expect(nextReminderAt(early, 'Europe/Paris', at('2026-03-29T01:30:00Z'))).toEqual(at('2026-03-30T00:30:00Z'));
  });

  it('sends a 01:30 reminder once on the night 01:30 happens twice in New York', () => {
    const early = { minuteOfDay: 90, weekdays: EVERY_DAY };
    const first = nextReminderAt(early, 'America/New_York', at('2026-11-01T00:00:00Z'));
    expect(nextReminderAt(early, 'America/New_York', first).getTime() - first.getTime()).toBeGreaterThan(23 * 3600_000);
  });

  it('keeps to the chosen weekdays, counted on the person’s clock rather than in UTC', () => {
    const mondays = { minuteOfDay: 8 * 60, weekdays: 0b0000001 };
    // Sunday 22:00 UTC is already Monday 07:00 in Tokyo
    expect(nextReminderAt(mondays, 'Asia/Tokyo', at('2026-11-29T22:00:00Z'))).toEqual(at('2026-11-29T23:00:00Z'));
    expect(nextReminderAt(mondays, 'Asia/Tokyo', at('2026-11-29T23:00:00Z'))).toEqual(at('2026-12-06T23:00:00Z'));
  });

  it('reads and writes 24-hour clock times, and names the days', () => {
    expect(clockTime(9 * 60 + 5)).toBe('09:05');
    expect(minuteOfClockTime('21:30')).toBe(21 * 60 + 30);
    expect(minuteOfClockTime('24:00')).toBeNull();
    expect([EVERY_DAY, 0b0011111, 0b1100000, 0b0010101].map(weekdaysLabel)).toEqual(['Every day', 'Weekdays', 'Weekends', 'Mon, Wed, Fri']);
  });
});

describe('the push endpoints a production server posts to', () => {
  it('are push services on public names, never a machine of its own network', () => {
    expect(isPublicPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPublicPushEndpoint('https://web.push.apple.com/QM3x')).toBe(true);
    for (const endpoint of ['https://127.0.0.1:8443/push', 'https://[::1]/push', 'https://localhost/push', 'https://db.internal/x', 'https://router/x', 'https://printer.local/x']) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
