import type { InsightCategory } from '../../../../shared/domain/insights';
import { MAX_RELATED_ENTRIES } from '../../../../shared/domain/insights';
import type { AiEntry, GeneratedInsight } from '../provider';

/** A pattern found in the journal, with the entries it rests on, before ranking. */
export interface InsightCandidate {
  patternType: string;
  category: InsightCategory;
  title: string;
  description: string;
  /** The entries that show the pattern (the numerator of `frequency`). */
  supporting: AiEntry[];
  /** How many entries the pattern could have shown in (the denominator), for a trend its steps. */
  relevantCount: number;
  /** Set when the ratio is not supporting / relevant entries (trends: steps in the trend's direction). */
  frequency?: number;
  relevantMoods: string[];
  actionSteps: string[];
}

export const MIN_RELEVANT_ENTRIES = 4;
export const MIN_SUPPORTING_ENTRIES = 3;
export const MIN_FREQUENCY = 0.5;

/** The thresholds above in words, for a person whose analysis found nothing (context patterns, the commonest kind). */
export const LOCAL_PATTERN_NEEDS =
  `A pattern needs at least ${MIN_RELEVANT_ENTRIES} entries with the same tag or time of day, at least ${MIN_SUPPORTING_ENTRIES} of them ` +
  'with the same kind of feeling, and entries without that tag or time to compare them with.';

export function frequencyOf(candidate: InsightCandidate): number {
  return candidate.frequency ?? candidate.supporting.length / candidate.relevantCount;
}

/** Enough evidence to report: trends carry their own rule, so only the counts apply to them. */
export function isReportable(candidate: InsightCandidate): boolean {
  const enoughEntries = candidate.supporting.length >= MIN_SUPPORTING_ENTRIES;
  if (candidate.frequency !== undefined) return enoughEntries;
  return enoughEntries && candidate.relevantCount >= MIN_RELEVANT_ENTRIES && frequencyOf(candidate) >= MIN_FREQUENCY;
}

export const rankScore = (candidate: InsightCandidate) => frequencyOf(candidate) * candidate.supporting.length;

const byTimeNewestFirst = (a: AiEntry, b: AiEntry) => (a.timestamp === b.timestamp ? (a.id < b.id ? 1 : -1) : a.timestamp < b.timestamp ? 1 : -1);

export function toGeneratedInsight(candidate: InsightCandidate): GeneratedInsight {
  const related = [...candidate.supporting].sort(byTimeNewestFirst).slice(0, MAX_RELATED_ENTRIES);
  return {
    patternType: candidate.patternType,
    title: candidate.title,
    category: candidate.category,
    description: candidate.description,
    frequency: frequencyOf(candidate),
    relevantMoods: candidate.relevantMoods,
    actionSteps: candidate.actionSteps,
    relatedEntryIds: related.map((entry) => entry.id),
  };
}

/** The moods of `entries`, most frequent first (ties alphabetical). */
export function moodsByFrequency(entries: readonly AiEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const mood = entry.specific_mood ?? entry.sensation;
    if (mood) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1)).map(([mood]) => mood);
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
