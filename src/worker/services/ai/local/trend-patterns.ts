import type { MoodCategory } from '../../../../shared/domain/entries';
import { weekStartOf } from '../../../../shared/domain/calendar-days';
import { calendarDayOf } from '../../../../shared/domain/zoned-time';
import type { AiEntry } from '../provider';
import { trendActionSteps } from './insight-actions';
import { type InsightCandidate, moodsByFrequency } from './insight-candidate';

const MIN_TREND_WEEKS = 4;
const MAX_TREND_WEEKS = 8;
/** Intensity points between the first and last week below which a 'trend' is noise. */
const MIN_CHANGE = 0.5;

interface Week {
  /** The Monday the week starts on, in the reader's zone. */
  start: string;
  entries: AiEntry[];
  total: number;
}

const averageOf = (week: Week) => week.total / week.entries.length;

/**
 * The average intensity of one mood category, week by week, over the last 4 to 8 weeks that have
 * such entries. The trend's frequency is the share of week-to-week steps that moved its way.
 */
function trendOf(category: MoodCategory, journal: readonly AiEntry[], timeZone: string): InsightCandidate | null {
  const weeks = new Map<string, Week>();
  for (const entry of journal) {
    if (entry.type !== 'emotional' || entry.mood_category !== category || entry.intensity === null) continue;
    const start = weekStartOf(calendarDayOf(entry.timestamp, timeZone));
    let week = weeks.get(start);
    if (!week) weeks.set(start, (week = { start, entries: [], total: 0 }));
    week.entries.push(entry);
    week.total += entry.intensity;
  }
  const window = [...weeks.values()].sort((a, b) => (a.start < b.start ? -1 : 1)).slice(-MAX_TREND_WEEKS);
  if (window.length < MIN_TREND_WEEKS) return null;

  const averages = window.map(averageOf);
  let rises = 0;
  let falls = 0;
  for (let index = 1; index < averages.length; index += 1) {
    if (averages[index]! > averages[index - 1]!) rises += 1;
    if (averages[index]! < averages[index - 1]!) falls += 1;
  }
  const first = averages[0]!;
  const last = averages.at(-1)!;
  const rising = rises > falls && last - first >= MIN_CHANGE;
  if (!rising && !(falls > rises && first - last >= MIN_CHANGE)) return null;

  const steps = averages.length - 1;
  const moves = rising ? rises : falls;
  const supporting = window.flatMap((week) => week.entries);
  const improving = (category === 'negative') !== rising;
  const name = category.charAt(0).toUpperCase() + category.slice(1);
  return {
    patternType: `trend:${category}:${rising ? 'rising' : 'falling'}`,
    category: 'mood_pattern',
    title: rising ? `${name} feelings are getting stronger` : `${name} feelings are easing`,
    description:
      `Your average ${category} intensity went from ${first.toFixed(1)} in the week of ${window[0]!.start} ` +
      `to ${last.toFixed(1)} in the week of ${window.at(-1)!.start}; it ${rising ? 'rose' : 'fell'} ` +
      `in ${moves} of ${steps} week-to-week steps over ${window.length} weeks.`,
    supporting,
    relevantCount: steps,
    frequency: moves / steps,
    relevantMoods: moodsByFrequency(supporting).slice(0, 5),
    actionSteps: trendActionSteps(improving, category),
  };
}

export function trendPatterns(journal: readonly AiEntry[], timeZone: string): InsightCandidate[] {
  return (['negative', 'positive'] as const).flatMap((category) => trendOf(category, journal, timeZone) ?? []);
}
