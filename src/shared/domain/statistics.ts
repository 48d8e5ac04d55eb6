import { addDays, type CalendarDay, daysBetween, weekdayOfDay } from './calendar-days';
import { type Interval, shareDifferenceInterval, wilsonInterval } from './proportions';

/** The tags whose link with negative feelings the statistics test (time_frame only says when). */
export const PATTERN_TAGS = ['trigger', 'location', 'social', 'environment'] as const;
export type PatternTag = (typeof PATTERN_TAGS)[number];
/** A pattern is named only with at least this many feelings on each side, with the tag and without. */
export const MIN_PATTERN_SIDE = 10;
/** The preset ranges of the statistics, in days ending today. */
export const STATISTICS_RANGES = [7, 30, 90, 365] as const;
/** The longest range one request may cover. */
export const MAX_RANGE_DAYS = 731;

/** One side of a comparison: how many feelings, how many of them negative, the share and its 95% Wilson interval. */
export interface ShareOfNegative {
  negative: number;
  feelings: number;
  share: number;
  interval: Interval;
}

export interface TagPattern {
  tag: PatternTag;
  value: string;
  with: ShareOfNegative;
  without: ShareOfNegative;
  /** The share with the tag minus the share without, and its 95% interval (Newcombe's hybrid score). */
  difference: Interval & { estimate: number };
  /** Named when each side has at least 10 feelings and the interval leaves out 0 (no difference). */
  named: boolean;
}

const sideOf = (negative: number, feelings: number): ShareOfNegative => ({
  negative,
  feelings,
  share: feelings === 0 ? 0 : negative / feelings,
  interval: wilsonInterval(negative, feelings),
});

/**
 * For each tag value, negative feelings with it against those without it (every other feeling of
 * the range). Sides with no feelings are left out: there is nothing to compare.
 */
export function tagPatterns(counts: readonly { tag: PatternTag; value: string; feelings: number; negative: number }[], all: { feelings: number; negative: number }): TagPattern[] {
  return counts.flatMap(({ tag, value, feelings, negative }) => {
    const withoutFeelings = all.feelings - feelings;
    if (feelings === 0 || withoutFeelings === 0) return [];
    const withTag = { successes: negative, total: feelings };
    const withoutTag = { successes: all.negative - negative, total: withoutFeelings };
    const difference = shareDifferenceInterval(withTag, withoutTag);
    const enough = feelings >= MIN_PATTERN_SIDE && withoutFeelings >= MIN_PATTERN_SIDE;
    return [{
      tag,
      value,
      with: sideOf(withTag.successes, withTag.total),
      without: sideOf(withoutTag.successes, withoutTag.total),
      difference,
      named: enough && (difference.low > 0 || difference.high < 0),
    }];
  });
}

/** The longest run of consecutive days with entries, and the run that reaches today (or yesterday, before today's first entry). */
export function streaks(activeDays: readonly CalendarDay[], today: CalendarDay): { longest: number; current: number } {
  const days = [...new Set(activeDays)].sort();
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && daysBetween(days[index - 1]!, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const active = new Set(days);
  let current = 0;
  for (let day = active.has(today) ? today : addDays(today, -1); active.has(day); day = addDays(day, -1)) current += 1;
  return { longest, current };
}

export interface IntensitySum {
  entries: number;
  rated: number;
  intensitySum: number;
}

/** Mean intensity by weekday (Monday first) from per-day sums. */
export function byWeekday(days: readonly (IntensitySum & { day: CalendarDay })[]) {
  const weekdays = Array.from({ length: 7 }, () => ({ entries: 0, rated: 0, intensitySum: 0 }));
  for (const day of days) {
    const weekday = weekdays[weekdayOfDay(day.day)]!;
    weekday.entries += day.entries;
    weekday.rated += day.rated;
    weekday.intensitySum += day.intensitySum;
  }
  return weekdays.map((sum, weekday) => ({ weekday, entries: sum.entries, meanIntensity: meanOf(sum) }));
}

export const meanOf = ({ rated, intensitySum }: { rated: number; intensitySum: number }) => (rated === 0 ? null : intensitySum / rated);

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
