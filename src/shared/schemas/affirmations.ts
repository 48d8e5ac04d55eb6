import * as z from './zod';
import { AFFIRMATION_MOODS, MAX_AFFIRMATION_LENGTH } from '../domain/affirmations';
import { freeText } from './text';

export const affirmationSuggestionSchema = z.object({
  text: freeText()
    .trim()
    .min(1, 'An affirmation needs some words.')
    .max(MAX_AFFIRMATION_LENGTH, `An affirmation can be at most ${MAX_AFFIRMATION_LENGTH} characters.`),
  theme: freeText().trim().min(1, 'An affirmation needs a theme.').max(60, 'An affirmation theme can be at most 60 characters.'),
  mood: z.enum(AFFIRMATION_MOODS, `Mood must be one of ${AFFIRMATION_MOODS.join(', ')}.`),
});

export const saveAffirmationInput = z.object({ suggestion: affirmationSuggestionSchema });
