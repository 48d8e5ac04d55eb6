import type { Kysely } from 'kysely';
import { asAiEntry, findExerciseSource, readAiEntries } from '../db/ai-entries';
import type { Database } from '../db/schema';
import { consumeAiAllowance } from './ai/allowance';
import type { AiProvider, ExerciseWords } from './ai/provider';

/** The recent entries whose notes and tags the exercise's words come from, at most. */
const WORD_SOURCE_ENTRIES = 20;

export interface ExerciseWordsResult extends ExerciseWords {
  /** The entry the exercise is about (its mood picks the sweep pattern), or null when none qualifies. */
  source: { id: string; specificMood: string | null } | null;
}

/**
 * accounts-plans-ai 4.9 and 5: the words of the eye-movement exercise, from the most recent
 * distressing entry and the notes around it. Without such an entry the exercise runs with the
 * ball alone, and no model is asked.
 */
export async function exerciseWords(
  { db, ai }: { db: Kysely<Database>; ai: AiProvider },
  { profileId, userId }: { profileId: string; userId: string },
): Promise<ExerciseWordsResult> {
  const source = await findExerciseSource(db, profileId);
  if (!source) return { source: null, triggerWords: [], positiveWords: [] };
  await consumeAiAllowance(db, userId);
  const entries = await readAiEntries(db, profileId, { limit: WORD_SOURCE_ENTRIES, newestFirst: true });
  const words = await ai.exerciseWords({ source: asAiEntry(source), entries: entries.map(asAiEntry) });
  return { source: { id: source.id, specificMood: source.specific_mood }, ...words };
}
