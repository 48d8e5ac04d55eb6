import { z } from 'zod';
import { AFFIRMATION_MOODS, MAX_AFFIRMATION_LENGTH } from '../domain/affirmations';

export const affirmationSuggestionSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'An affirmation needs some words.')
    .max(MAX_AFFIRMATION_LENGTH, `An affirmation can be at most ${MAX_AFFIRMATION_LENGTH} characters.`),
  theme: z.string().trim().min(1).max(60),
  mood: z.enum(AFFIRMATION_MOODS, `Mood must be one of ${AFFIRMATION_MOODS.join(', ')}.`),
});

export const saveAffirmationInput = z.object({ suggestion: affirmationSuggestionSchema });
