import type { MoodCategory } from './entries';
import { formatEntryDate, tagLabel } from './entry-display';

export const TIMELINE_WINDOW_DAYS = 30;
export const TIMELINE_AXIS_LIMIT = 8;
/** Up to this many entries in the window the timeline gets every one; past it, each 4-hour bucket's highest and lowest. */
export const TIMELINE_EXACT_LIMIT = 1_000;
/** The tooltip shows this many characters of the next affirmation (journal-core 9). */
export const AFFIRMATION_PREVIEW_LENGTH = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Intensity 0-10 onto the -8..+8 axis. */
const SCALE = TIMELINE_AXIS_LIMIT / 10;

export interface TimelineEntry {
  id: string;
  timestamp: string;
  type: string;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: string | null;
  intensity: number | null;
  /** How many images the entry shows. */
  images: number;
}

export interface TimelinePoint {
  id: string;
  time: number;
  value: number;
  entry: TimelineEntry;
}

/**
 * Where an entry sits on the -8..+8 axis. Positive feelings and bodily pleasure go up by their
 * intensity, negative feelings and other sensations (pain, itching, hunger...) go down, and neutral
 * feelings stay near zero: within ±1, a little above for intense calm and below for faint.
 */
export function axisValue(entry: Pick<TimelineEntry, 'type' | 'mood_category' | 'sensation' | 'intensity'>): number | null {
  if (entry.intensity === null || entry.type === 'affirmation') return null;
  if (entry.type === 'emotional') {
    if (entry.mood_category === 'positive') return entry.intensity * SCALE;
    if (entry.mood_category === 'negative') return -entry.intensity * SCALE;
    return (entry.intensity - 5) * 0.2;
  }
  return entry.sensation === 'pleasure' ? entry.intensity * SCALE : -entry.intensity * SCALE;
}

/** When the timeline's 30 days begin. */
export const timelineWindowStart = (now: number) => now - TIMELINE_WINDOW_DAYS * DAY_MS;

/** The last 30 days' entries with an intensity, oldest first, as chart points. */
export function timelinePoints(entries: readonly TimelineEntry[], now: number): TimelinePoint[] {
  const from = timelineWindowStart(now);
  const points: TimelinePoint[] = [];
  for (const entry of entries) {
    const time = Date.parse(entry.timestamp);
    const value = axisValue(entry);
    if (value === null || Number.isNaN(time) || time < from || time > now) continue;
    points.push({ id: entry.id, time, value, entry });
  }
  return points.sort((a, b) => a.time - b.time);
}

/**
 * Whether two point lists hold the same entries in the same order. Entries keep their identity
 * across refetches unless they changed, so a clock tick that moves no entry in or out of the window
 * can keep the old list, and the chart need not redraw its line.
 */
export function samePoints(a: readonly TimelinePoint[], b: readonly TimelinePoint[]): boolean {
  return a.length === b.length && a.every((point, index) => point.entry === b[index]!.entry);
}

/** Fewer than two qualifying entries: the chart shows sample data behind a lock. */
export const isPreview = (points: readonly TimelinePoint[]) => points.length < 2;

const SAMPLE_SCORES = [6, -5, 1, 8, -3, 0, 7, -7, 2, 5];
const SAMPLE_MOODS = [
  { mood_category: 'positive', specific_mood: 'happy' },
  { mood_category: 'negative', specific_mood: 'sad' },
  { mood_category: 'neutral', specific_mood: 'calm' },
] as const;

/** Ten sample feelings ten days apart, cycling happy, sad and neutral (journal-core 2). */
export function sampleEntries(now: number): TimelineEntry[] {
  return SAMPLE_SCORES.map((score, index) => ({
    id: `sample-${index}`,
    timestamp: new Date(now - (SAMPLE_SCORES.length - 1 - index) * 10 * DAY_MS).toISOString(),
    type: 'emotional',
    ...SAMPLE_MOODS[index % 3]!,
    sensation: null,
    intensity: Math.min(10, Math.max(0, Math.abs(score))),
    images: 0,
  }));
}

/** Axis labels: time of day today, 'Yesterday', the weekday within 14 days, else month and day. */
export function axisLabel(time: number, now: number, timeZone?: string): string {
  const day = (value: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(time);
  if (day(time) === day(now)) return format({ hour: 'numeric', minute: '2-digit' });
  // The calendar day before today's (not 24 hours ago: a change day has 23 or 25 hours).
  if (day(time) === new Date(Date.parse(`${day(now)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)) return 'Yesterday';
  if (now - time < 14 * DAY_MS) return format({ weekday: 'long' });
  return format({ month: 'short', day: 'numeric' });
}

/**
 * The axis ticks worth printing: each candidate with its label, skipping a tick whose label repeats
 * the one before it (several ticks on one day would all read 'Yesterday', or the same minute).
 */
export function distinctAxisTicks(candidates: readonly number[], now: number, timeZone?: string): AxisTick[] {
  const ticks: AxisTick[] = [];
  for (const time of candidates) {
    const label = axisLabel(time, now, timeZone);
    if (ticks.at(-1)?.label !== label) ticks.push({ time, label });
  }
  return ticks;
}

export type AxisTick = { time: number; label: string };

/**
 * The axis of the data's `domain`: its distinct ticks, or, when they all say one thing (every
 * entry on one past day, or within one minute), the start and the end by their time of day, the
 * start with its day as well, so the axis always shows where the line begins and ends.
 */
export function axisTicks(domain: readonly [number, number], candidates: readonly number[], now: number, timeZone?: string): AxisTick[] {
  const ticks = distinctAxisTicks(candidates, now, timeZone);
  if (ticks.length >= 2) return ticks;
  const [start, end] = domain;
  const timeOfDay = (time: number) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(time);
  const day = axisLabel(start, now, timeZone);
  return [
    { time: start, label: day === timeOfDay(start) ? day : `${day}, ${timeOfDay(start)}` },
    { time: end, label: timeOfDay(end) },
  ];
}

export interface AffirmationMark {
  id: string;
  time: number;
  preview: string;
}

/** The preview of the next affirmation written at or after `time`, if any (marks oldest first). */
export function nextAffirmationPreview(marks: readonly AffirmationMark[], time: number): string | null {
  return marks[firstAtOrAfter(marks, time)]?.preview ?? null;
}

/** Index of the first item at or after `time` in items sorted by time (items.length if none). */
function firstAtOrAfter(items: readonly { time: number }[], time: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (items[middle]!.time < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The point nearest in time to `time` (points sorted by time). */
export function nearestPoint(points: readonly TimelinePoint[], time: number): TimelinePoint | null {
  const index = firstAtOrAfter(points, time);
  const after = points[index];
  const before = points[index - 1];
  if (!before || !after) return after ?? before ?? null;
  return time - before.time < after.time - time ? before : after;
}

export type TimelineStep = 'previous' | 'next' | 'first' | 'last';

/**
 * Where a key press moves the highlight (points sorted by time): one step along from `current`,
 * stopping at the ends, or to either end. With nothing highlighted, 'next' starts at the oldest
 * point and 'previous' at the newest.
 */
export function steppedPoint(points: readonly TimelinePoint[], current: TimelinePoint | null, step: TimelineStep): TimelinePoint | null {
  const index = current ? points.findIndex((point) => point.id === current.id) : -1;
  const last = points.length - 1;
  if (step === 'first') return points[0] ?? null;
  if (step === 'last' || (index === -1 && step === 'previous')) return points[last] ?? null;
  if (index === -1) return points[0] ?? null;
  return points[Math.min(last, Math.max(0, index + (step === 'next' ? 1 : -1)))]!;
}

/** The feeling a point stands for: its mood, else its sensation, else its type ('Sad', 'Pain'). */
export const pointFeeling = (entry: TimelineEntry) => tagLabel(entry.specific_mood ?? entry.sensation ?? entry.type);

/** What a screen reader hears for the highlighted point, like the tooltip: 'Nov 21, 3:04 PM: Sad, intensity 6 of 10 (entry 1 of 27)'. */
export function pointAnnouncement(points: readonly TimelinePoint[], point: TimelinePoint, timeZone?: string): string {
  const { entry } = point;
  const position = points.findIndex((candidate) => candidate.id === point.id) + 1;
  return `${formatEntryDate(entry.timestamp, timeZone)}: ${pointFeeling(entry)}, intensity ${entry.intensity} of 10 (entry ${position} of ${points.length})`;
}

/** The chart's text summary: how many entries it stands for. */
export const timelineSummary = (total: number) => `${total} ${total === 1 ? 'entry' : 'entries'} over the last ${TIMELINE_WINDOW_DAYS} days`;

/** The sample entries as chart points, all ten of them (the preview ignores the 30-day window). */
export function previewPoints(now: number): TimelinePoint[] {
  return sampleEntries(now).map((entry) => ({ id: entry.id, time: Date.parse(entry.timestamp), value: axisValue(entry)!, entry }));
}
