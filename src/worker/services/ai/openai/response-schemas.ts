import type { ChatCompletionMessage } from 'openai/resources/chat/completions';
import * as z from 'zod';
import type { AffirmationSuggestion } from '../../../../shared/domain/affirmations';
import { MAX_RELATED_ENTRIES, storedCategory } from '../../../../shared/domain/insights';
import { affirmationSuggestionSchema } from '../../../../shared/schemas/affirmations';
import { freeText } from '../../../../shared/schemas/text';
import { DomainError } from '../../../domain-error';
import type { ExerciseWords, GeneratedInsight, InsightRequest } from '../provider';
import { AFFIRMATION_FUNCTION, AFFIRMATIONS_PER_GENERATION } from './requests';

/** accounts-plans-ai 5 and 8: how each model reply is read, and the spec's words when it cannot be. */
export const NO_INSIGHTS = 'No insights returned from the AI provider';
export const INVALID_INSIGHTS = 'Invalid insights response format';
export const UNEXPECTED_FORMAT = 'Unexpected response format';

const MAX_ACTION_STEPS = 10;
const MAX_RELEVANT_MOODS = 20;
const MAX_EXERCISE_WORDS = 15;

const text = (max: number) => freeText().trim().min(1).max(max);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The items of `list` that `schema` accepts; a model's one bad item should not cost the others. */
const validItems = <Item>(list: readonly unknown[], schema: z.ZodType<Item>): Item[] =>
  list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

const textList = (max: number, maxItems: number) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => validItems(items, text(max)).slice(0, maxItems));

const insightItemSchema = z.object({
  title: text(200),
  category: z
    .string()
    .trim()
    .max(100)
    .catch('')
    .transform((category) => category || 'mood_pattern'),
  description: text(4000),
  frequency: z.number().transform((frequency) => clamp(frequency, 0, 1)),
  relevantMoods: textList(100, MAX_RELEVANT_MOODS),
  actionSteps: textList(500, MAX_ACTION_STEPS),
  relatedEntryIds: textList(100, Number.MAX_SAFE_INTEGER),
});

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The insights of a reply's content. An empty reply is 'No insights' (initial) or none (incremental);
 * related ids are kept only when they name an entry that was sent, as a model may make ids up.
 */
export function readInsights(content: string | null | undefined, mode: InsightRequest['mode'], sentIds: ReadonlySet<string>): GeneratedInsight[] {
  if (!content?.trim()) {
    if (mode === 'incremental') return [];
    throw new DomainError('BAD_GATEWAY', NO_INSIGHTS);
  }
  const reply = z.object({ insights: z.array(z.unknown()) }).safeParse(parseJson(content));
  if (!reply.success) throw new DomainError('BAD_GATEWAY', INVALID_INSIGHTS);

  const insights = validItems(reply.data.insights, insightItemSchema).map(
    (item): GeneratedInsight => ({
      patternType: item.category,
      title: item.title,
      category: storedCategory(item.category),
      description: item.description,
      frequency: item.frequency,
      relevantMoods: item.relevantMoods,
      actionSteps: item.actionSteps,
      relatedEntryIds: [...new Set(item.relatedEntryIds.filter((id) => sentIds.has(id)))].slice(0, MAX_RELATED_ENTRIES),
    }),
  );
  if (insights.length === 0 && mode === 'initial') throw new DomainError('BAD_GATEWAY', NO_INSIGHTS);
  return insights;
}

const affirmationArgumentsSchema = z.object({
  affirmations: z.array(affirmationSuggestionSchema).length(AFFIRMATIONS_PER_GENERATION),
});

/** The 7 suggestions of the forced generate_affirmations call; anything else is 'Unexpected response format'. */
export function readAffirmations(message: ChatCompletionMessage | undefined): AffirmationSuggestion[] {
  const call = message?.tool_calls?.[0];
  if (call?.type !== 'function' || call.function.name !== AFFIRMATION_FUNCTION) {
    throw new DomainError('BAD_GATEWAY', UNEXPECTED_FORMAT);
  }
  const parsed = affirmationArgumentsSchema.safeParse(parseJson(call.function.arguments));
  if (!parsed.success) throw new DomainError('BAD_GATEWAY', UNEXPECTED_FORMAT);
  return parsed.data.affirmations;
}

const rating = z.number().transform((value) => clamp(Math.round(value), 1, 10));
const explanation = freeText().trim().max(300).catch('');

const triggerWordSchema = z.object({ word: text(60), context: explanation, intensity: rating });
const positiveWordSchema = z.object({ word: text(60), reason: explanation, strength: rating });

/** The exercise's words, or null when the reply is not the JSON asked for (the caller logs it). */
export function readExerciseWords(content: string | null | undefined): ExerciseWords | null {
  const reply = z
    .object({ triggerWords: z.array(z.unknown()), positiveWords: z.array(z.unknown()) })
    .safeParse(content ? parseJson(content) : undefined);
  if (!reply.success) return null;
  return {
    triggerWords: validItems(reply.data.triggerWords, triggerWordSchema).slice(0, MAX_EXERCISE_WORDS),
    positiveWords: validItems(reply.data.positiveWords, positiveWordSchema).slice(0, MAX_EXERCISE_WORDS),
  };
}
