import type { Kysely } from 'kysely';
import { daysBetween } from '../../shared/domain/calendar-days';
import { byWeekday, meanOf, PATTERN_TAGS, streaks, tagPatterns } from '../../shared/domain/statistics';
import { calendarDayOf } from '../../shared/domain/zoned-time';
import type { DayRangeInput } from '../../shared/schemas/statistics';
import type { Database } from '../db/schema';
import { type EntryCounts, readStatistics, type StatisticsRow } from '../db/statistics';
import { inKnownZone } from './zone-errors';

const countsOf = (rows: readonly StatisticsRow[], key: 'type', value: string) =>
  rows
    .filter((row) => row[key] === value && row.label !== null)
    .map((row) => ({ label: row.label!, count: row.entries }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));

const COUNT_KEYS = ['entries', 'feelings', 'positive', 'neutral', 'negative', 'physical', 'affirmations', 'rated', 'intensitySum'] as const;

function sumOf(days: readonly EntryCounts[]): EntryCounts {
  const total = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as unknown as EntryCounts;
  for (const day of days) for (const key of COUNT_KEYS) total[key] += day[key];
  return total;
}

/**
 * Issue 36: a profile's statistics over a range of days in the reader's zone, from one SQL pass:
 * entries and streaks, moods and sensations, mean intensity by weekday and hour, and for each tag
 * the share of negative feelings with it and without it, named as a pattern only when it holds.
 */
export async function statisticsOverview(db: Kysely<Database>, { profileId, range, timeZone, now }: { profileId: string; range: DayRangeInput; timeZone: string; now: Date }) {
  const rows = await inKnownZone(timeZone, () => readStatistics(db, profileId, range, timeZone));
  const days = rows.filter((row) => row.day !== null).map((row) => ({ ...row, day: row.day! }));
  const totals = sumOf(days);
  const hours = new Map(rows.filter((row) => row.hour !== null).map((row) => [row.hour!, row]));
  return {
    range: { ...range, days: daysBetween(range.from, range.to) + 1 },
    timeZone,
    totals: { ...totals, activeDays: days.length, meanIntensity: meanOf(totals) },
    streaks: streaks(days.map((day) => day.day), calendarDayOf(now, timeZone)),
    moods: countsOf(rows, 'type', 'emotional'),
    sensations: countsOf(rows, 'type', 'physical'),
    byWeekday: byWeekday(days.map((day) => ({ day: day.day, entries: day.feelings, rated: day.rated, intensitySum: day.intensitySum }))),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, entries: hours.get(hour)?.feelings ?? 0, meanIntensity: hours.get(hour) ? meanOf(hours.get(hour)!) : null })),
    tagPatterns: tagPatterns(
      PATTERN_TAGS.flatMap((tag) => rows.filter((row) => row[tag] !== null).map((row) => ({ tag, value: row[tag]!, feelings: row.feelings, negative: row.negative }))),
      totals,
    ).sort((a, b) => Number(b.named) - Number(a.named) || Math.abs(b.difference.estimate) - Math.abs(a.difference.estimate)),
  };
}
