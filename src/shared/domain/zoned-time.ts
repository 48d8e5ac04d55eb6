/** Whether `timeZone` is an IANA time zone this runtime knows (e.g. 'Europe/Berlin', 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type Part = (typeof PARTS)[number];

/**
 * Writes instants as ISO 8601 with the offset they had in one time zone (2026-03-29T01:30:00.000+01:00),
 * so an export reads in the journal keeper's own clock time and still names the exact instant.
 * The formatter is built once per time zone: an export formats every entry with it.
 */
export function zonedIsoFormatter(timeZone: string): (instant: Date) => string {
  const format = formatterFor(timeZone);
  return (instant) => {
    const wallClock = wallClockOf(format, instant);
    const offsetMinutes = Math.round((wallClock - instant.getTime()) / 60_000);
    return `${isoWallClock(wallClock)}${offsetText(offsetMinutes)}`;
  };
}

/** The reading of the zone's clock at `instant`, as milliseconds whose UTC fields are that reading. */
function wallClockOf(format: Intl.DateTimeFormat, instant: Date): number {
  const parts = {} as Record<Part, number>;
  for (const part of format.formatToParts(instant)) {
    if ((PARTS as readonly string[]).includes(part.type)) parts[part.type as Part] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, instant.getUTCMilliseconds());
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
};

/**
 * The instant at which the zone's clock read this local time (a time an app wrote without its
 * zone). A time skipped by a daylight-saving change is read with the offset before the change.
 */
export function instantOfWallClock(local: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date {
  const format = formatterFor(timeZone);
  const reading = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const offsetAt = (instant: number) => wallClockOf(format, new Date(instant)) - instant;
  const first = reading - offsetAt(reading);
  const second = reading - offsetAt(first);
  return new Date(Math.max(first, second));
}

/** The UTC fields of `wallClock` as ISO 8601 without a zone: they are the local clock's reading. */
const isoWallClock = (wallClock: number) => new Date(wallClock).toISOString().slice(0, -1);

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}
