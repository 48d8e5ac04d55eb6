import type { AffirmationSuggestion } from '../../../shared/domain/affirmations';
import type { GeneratedInsight, InsightCategory } from '../../../shared/domain/insights';
import type { AiEntry } from '../../db/ai-entries';

// Defined below the services, where db/ reads the entries and stores the insights; the providers speak them too.
export type { AiEntry, GeneratedInsight };

/** An insight already stored, given as context to an incremental analysis. */
export interface KnownInsight {
  patternType: string;
  title: string;
  category: InsightCategory;
  description: string;
}

export interface InsightRequest {
  /** 'initial': analyse `entries` from scratch; 'incremental': only new patterns. */
  mode: 'initial' | 'incremental';
  /** The entries to analyse: every valid one (initial) or those not analysed yet (incremental). */
  entries: AiEntry[];
  /**
   * Every valid entry of the profile (non-deleted, non-affirmation), oldest first, for a provider
   * that computes statistics over the whole journal (the local engine). Not sent to OpenAI.
   */
  journal: AiEntry[];
  /** Incremental: the three newest insights (OpenAI context). */
  context: KnownInsight[];
  /** Incremental: the pattern types of every stored insight, so a provider does not repeat one. */
  knownPatternTypes: string[];
  /** The zone of the account asking, in which the local engine reads times of day and weeks (issue 36). */
  timeZone: string;
}

export interface AffirmationRequest {
  /** The source entries of 4.8, newest first, at least one with notes. */
  entries: AiEntry[];
}

export interface TriggerWord {
  word: string;
  context: string;
  /** 1 to 10. */
  intensity: number;
}

export interface PositiveWord {
  word: string;
  reason: string;
  /** 1 to 10. */
  strength: number;
}

export interface ExerciseWords {
  triggerWords: TriggerWord[];
  positiveWords: PositiveWord[];
}

export interface ExerciseWordsRequest {
  /** The source entry (non-deleted, emotional, negative, intensity above 5, the most recent). */
  source: AiEntry;
  /** The profile's recent entries (newest first) whose notes and tags the words come from. */
  entries: AiEntry[];
}

/**
 * What the AI features need of a model. Two implementations, chosen by config: OpenAI (or any
 * OpenAI-compatible server) through the `openai` SDK, and the local engine, which computes the same
 * answers from the journal on the server with no outside call. Failures are DomainErrors with the
 * spec's messages.
 */
/** How the OpenAI provider presents itself, whether or not its SDK has loaded. */
export const OPENAI_FACE = {
  kind: 'openai',
  name: 'OpenAI',
  patternNeeds: 'OpenAI names a pattern that several entries share: entries with notes, feelings and tags give it the most to go on.',
} as const;

export interface AiProvider {
  kind: 'openai' | 'local';
  /** Shown in the insights footer: 'Powered by {name}'. */
  name: string;
  /** What it takes to name a pattern, said when an analysis finds none. */
  patternNeeds: string;
  generateInsights(request: InsightRequest): Promise<GeneratedInsight[]>;
  /** Exactly 7 suggestions. */
  suggestAffirmations(request: AffirmationRequest): Promise<AffirmationSuggestion[]>;
  /** 10 to 15 words of each kind; a reply that cannot be read gives empty lists (logged, not thrown). */
  exerciseWords(request: ExerciseWordsRequest): Promise<ExerciseWords>;
}
