import { instantOfWallClock, zonedReading } from './zoned-time';

/** A daily reminder: a time on the person's clock, on some weekdays (bit 0 Monday ... bit 6 Sunday). */
export interface ReminderTime {
  minuteOfDay: number;
  weekdays: number;
}

export const MAX_REMINDER_TIMES = 6;
export const EVERY_DAY = 0b1111111;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * A due reminder that the runners reach later than this (a host that was down, a cron trigger that
 * did not fire) is not sent: a nudge two hours late is noise. The next one is still scheduled.
 */
export const LATEST_SEND_DELAY_MS = 30 * 60 * 1000;

/** Whether the reminder is set for a weekday (0 Monday to 6 Sunday, as zonedReading counts). */
export const remindsOn = (weekdays: number, weekday: number) => (weekdays & (1 << weekday)) !== 0;

/** 'HH:MM' of a minute of the day. */
export const clockTime = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

/** The minute of the day of an 'HH:MM' time (what an `<input type="time">` gives), or null. */
export function minuteOfClockTime(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The day after 'YYYY-MM-DD', by the calendar. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The first moment strictly after `after` at which the zone's clock reads the reminder's time on one
 * of its weekdays. The clock time, not a number of hours, is kept across daylight-saving changes; a
 * time the change skips (02:30 on a spring-forward night) is read with the offset before it, so
 * it comes an hour later by the clock, still that day.
 */
export function nextReminderAt(reminder: ReminderTime, timeZone: string, after: Date): Date {
  let day = zonedReading(after, timeZone).day;
  const hour = Math.floor(reminder.minuteOfDay / 60);
  const minute = reminder.minuteOfDay % 60;
  // A week and a day covers every weekday after any moment; weekdays is never empty.
  for (let step = 0; step < 9; step += 1, day = nextDay(day)) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const instant = instantOfWallClock({ year, month, day: date, hour, minute }, timeZone);
    if (instant.getTime() > after.getTime() && remindsOn(reminder.weekdays, zonedReading(instant, timeZone).weekday)) return instant;
  }
  throw new Error('A reminder needs at least one weekday.');
}

/** 'Every day', 'Weekdays', 'Weekends' or the days' short names ('Mon, Wed, Fri'). */
export function weekdaysLabel(weekdays: number): string {
  if (weekdays === EVERY_DAY) return 'Every day';
  if (weekdays === 0b0011111) return 'Weekdays';
  if (weekdays === 0b1100000) return 'Weekends';
  return WEEKDAY_NAMES.filter((_, index) => remindsOn(weekdays, index)).map((name) => name.slice(0, 3)).join(', ');
}

/**
 * The server posts to whatever endpoint a browser gives, so in production only a push service on a
 * public name is taken: never localhost, an IP address or a name of the server's own network.
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  const host = new URL(endpoint).hostname;
  const privateName = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'].some((suffix) => host.endsWith(suffix));
  return host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !privateName;
}

/**
 * What a reminder says, on a lock screen or in an inbox: it names no feeling and nothing from the
 * journal, only that the person asked to be reminded.
 */
export const REMINDER_WORDS = {
  title: 'Attune',
  body: 'Your reminder to check in. A minute is enough.',
  emailSubject: 'Your Attune reminder',
} as const;
