/** Whether `timeZone` is an IANA time zone this runtime knows (e.g. 'Europe/Berlin', 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone of an account that has not reported one yet: its days are read in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The zone an account's days are read in: its own, or UTC before it has one (or where this runtime does not know it). */
export const readingZone = (timeZone: string | null | undefined) => (timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);

/** Where a moment falls on a zone's clock: its calendar day ('YYYY-MM-DD'), hour (0-23) and weekday (0 Monday to 6 Sunday). */
export interface ZonedReading {
  day: string;
  hour: number;
  weekday: number;
}

const QUARTER_HOUR_MS = 900_000;
const readers = new Map<string, (instant: Date | number | string) => ZonedReading>();

/**
 * The one place that decides which day, hour and weekday an instant belongs to in a time zone;
 * the SQL of the statistics and the calendar reads the same with `timestamp AT TIME ZONE $zone`.
 * A zone's offset changes only at whole quarter hours of UTC, so each quarter hour asks Intl once
 * (the local engine reads thousands of entries).
 */
export function zonedReading(instant: Date | number | string, timeZone: string): ZonedReading {
  let reader = readers.get(timeZone);
  if (!reader) readers.set(timeZone, (reader = zonedReader(timeZone)));
  return reader(instant);
}

function zonedReader(timeZone: string) {
  const format = formatterFor(timeZone);
  const offsets = new Map<number, number>();
  return (instant: Date | number | string): ZonedReading => {
    const time = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      if (offsets.size > 100_000) offsets.clear();
      const start = quarter * QUARTER_HOUR_MS;
      offsets.set(quarter, (offset = wallClockOf(format, new Date(start)) - start));
    }
    const wallClock = new Date(time + offset);
    return { day: wallClock.toISOString().slice(0, 10), hour: wallClock.getUTCHours(), weekday: (wallClock.getUTCDay() + 6) % 7 };
  };
}

/** A stretch of quarter hours of UTC (counted from 1970-01-01 00:00 UTC, `from` to `to` excluded) through which a zone's clock kept one offset. */
export interface OffsetSpan {
  from: number;
  to: number;
  /** The clock's offset from UTC, in quarter hours. */
  offset: number;
}

/** A zone changes its offset at most once a day: probing once a day finds every change, then halving finds its quarter. */
const PROBE_QUARTERS = 96;
/** Spans are found a block of quarters (about 43 days) at a time, and each block's kept for the next reading. */
const BLOCK_QUARTERS = 4096;
const blocks = new Map<string, OffsetSpan[]>();

/** The spans of one block of quarters of a zone, found by probing with Intl (a few dozen calls). */
function spansOfBlock(timeZone: string, block: number): OffsetSpan[] {
  const key = `${timeZone} ${block}`;
  const known = blocks.get(key);
  if (known) return known;
  const format = formatterFor(timeZone);
  const offsetAt = (quarter: number) => Math.round((wallClockOf(format, new Date(quarter * QUARTER_HOUR_MS)) - quarter * QUARTER_HOUR_MS) / QUARTER_HOUR_MS);
  const last = (block + 1) * BLOCK_QUARTERS;
  const spans: OffsetSpan[] = [];
  let from = block * BLOCK_QUARTERS;
  let offset = offsetAt(from);
  let kept = from; // the last quarter known to have `offset`
  while (kept < last - 1) {
    const probe = Math.min(kept + PROBE_QUARTERS, last - 1);
    if (offsetAt(probe) === offset) {
      kept = probe;
      continue;
    }
    let changed = probe;
    while (changed - kept > 1) {
      const middle = Math.floor((kept + changed) / 2);
      if (offsetAt(middle) === offset) kept = middle;
      else changed = middle;
    }
    spans.push({ from, to: changed, offset });
    from = changed;
    offset = offsetAt(changed);
    kept = changed;
  }
  spans.push({ from, to: last, offset });
  if (blocks.size > 10_000) blocks.clear();
  blocks.set(key, spans);
  return spans;
}

/**
 * The spans of one offset that the zone's clock went through from instant `start` to `end`, in
 * quarter hours: where a day and an hour fall is then sums of integers (the statistics read a
 * year of slots so). Intl is asked about 400 times for a year the first time, not again after.
 */
export function offsetSpans(start: Date, end: Date, timeZone: string): OffsetSpan[] {
  const first = Math.floor(start.getTime() / QUARTER_HOUR_MS);
  const last = Math.max(first + 1, Math.ceil(end.getTime() / QUARTER_HOUR_MS));
  const spans: OffsetSpan[] = [];
  for (let block = Math.floor(first / BLOCK_QUARTERS); block * BLOCK_QUARTERS < last; block += 1) {
    for (const span of spansOfBlock(timeZone, block)) {
      const [from, to] = [Math.max(span.from, first), Math.min(span.to, last)];
      if (from >= to) continue;
      const previous = spans.at(-1);
      if (previous?.offset === span.offset && previous.to === from) previous.to = to;
      else spans.push({ from, to, offset: span.offset });
    }
  }
  return spans;
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export const calendarDayOf = (instant: Date | number | string, timeZone: string) => zonedReading(instant, timeZone).day;

/** The first instant of a calendar day in a zone (where a change skips midnight, the first that exists). */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
}

/** The IANA spelling of a zone Intl knows ('europe/london' is 'Europe/London'), so each zone is stored one way. */
export const canonicalTimeZone = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;

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
