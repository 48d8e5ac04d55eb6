/** accounts-plans-ai 2.9, 3 and 4.7: the rules of AI insights, shared by the server and the client. */

/** The categories an insight is stored under (user_insights.category). */
export const INSIGHT_CATEGORIES = ['mood_pattern', 'trigger_pattern', 'time_pattern', 'activity_impact', 'social_pattern'] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];

export const INSIGHT_STRENGTHS = ['strong', 'moderate', 'weak'] as const;
export type InsightStrength = (typeof INSIGHT_STRENGTHS)[number];

/** The categories the AI answers with, mapped to the stored ones (4.7); anything else is a mood pattern. */
const AI_CATEGORIES: Record<string, InsightCategory> = {
  mood_pattern: 'mood_pattern',
  trigger_pattern: 'trigger_pattern',
  time_pattern: 'time_pattern',
  growth_opportunity: 'activity_impact',
  coping_strategy: 'social_pattern',
};

export function storedCategory(aiCategory: string): InsightCategory {
  return Object.hasOwn(AI_CATEGORIES, aiCategory) ? AI_CATEGORIES[aiCategory]! : 'mood_pattern';
}

export const CATEGORY_LABELS: Record<InsightCategory, string> = {
  mood_pattern: 'Mood pattern',
  trigger_pattern: 'Trigger pattern',
  time_pattern: 'Time pattern',
  activity_impact: 'Activity impact',
  social_pattern: 'Social pattern',
};

export const STRONG_FREQUENCY = 0.7;
export const MODERATE_FREQUENCY = 0.5;

/** Strength from frequency (4.7): at least 0.7 strong, at least 0.5 moderate, else weak. */
export function strengthOf(frequency: number): InsightStrength {
  if (frequency >= STRONG_FREQUENCY) return 'strong';
  if (frequency >= MODERATE_FREQUENCY) return 'moderate';
  return 'weak';
}

/** Insights unlock at this many non-deleted, non-affirmation entries with notes. */
export const INSIGHTS_UNLOCK_NOTED_ENTRIES = 5;
/** Generation needs this many non-deleted emotional entries. */
export const MIN_EMOTIONAL_ENTRIES = 5;
/** Incremental analysis sends the newest few insights as context. */
export const INCREMENTAL_CONTEXT_INSIGHTS = 3;
/** The most entries one insight names as its evidence. */
export const MAX_RELATED_ENTRIES = 500;

/** How many more noted entries unlock insights (0: unlocked). */
export function entriesToUnlock(notedEntries: number): number {
  return Math.max(0, INSIGHTS_UNLOCK_NOTED_ENTRIES - notedEntries);
}

/** 2.9: 'Add N more entry/entries with notes to unlock AI Insights.' */
export function unlockMessage(remaining: number): string {
  return `Add ${remaining} more ${remaining === 1 ? 'entry' : 'entries'} with notes to unlock AI Insights.`;
}

/** An insight's evidence: the account's own entries, or a shared journal's (its reader did not write them). */
export const evidenceLabel = (count: number, owned: boolean) =>
  `Based on ${count} ${owned ? 'of your ' : ''}${count === 1 ? 'entry' : 'entries'}${owned ? '' : ' in this journal'}`;

export const notEnoughEntriesMessage = (found: number) => `Need at least ${MIN_EMOTIONAL_ENTRIES} emotional entries. Found ${found}.`;
export const INSIGHTS_UP_TO_DATE = 'Insights are up to date!';
export const NO_PROFILE_SELECTED = 'No data profile selected.';
export const INSIGHT_PERMISSION_MESSAGES = {
  generate: 'You do not have permission to generate insights for this profile.',
  clear: 'You do not have permission to clear insights for this profile.',
  delete: 'You do not have permission to delete insights for this profile.',
} as const;

/** One insight as a provider found it, before strength, truncation and storage. */
export interface GeneratedInsight {
  /** A stable key of the pattern (the local engine's, e.g. 'trigger:work:negative'; OpenAI's raw category). */
  patternType: string;
  title: string;
  category: InsightCategory;
  description: string;
  /** 0 to 1: supporting entries / relevant entries. */
  frequency: number;
  relevantMoods: string[];
  actionSteps: string[];
  /** Ids from the request's entries (a provider's other ids are dropped before this). */
  relatedEntryIds: string[];
}

/** An insight as the API returns it. */
export interface Insight {
  id: string;
  title: string;
  description: string;
  category: InsightCategory;
  strength: InsightStrength;
  /** Share of the relevant entries that support it, 0 to 1 (null when the provider gave none). */
  frequency: number | null;
  relevantMoods: string[];
  actionSteps: string[];
  /** The entries it rests on: its evidence, all of them the profile's. */
  relatedEntryIds: string[];
  createdAt: string;
}

export interface InsightMetrics {
  /** ISO time of the last analysis, null when never analysed. */
  lastAnalysisDate: string | null;
  entriesAnalyzed: number;
  patternsFound: number;
  strongPatterns: number;
}
