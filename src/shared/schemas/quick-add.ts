import * as z from './zod';
import { ENTRY_TYPES, isMoodOf, MOOD_CATEGORIES, SENSATIONS } from '../domain/entries';
import { MAX_QUICK_ADD_BUTTONS } from '../domain/quick-add';
import { freeText } from './text';

const buttonSchema = z
  .object({
    id: freeText().trim().min(1, 'A button needs an id.').max(60, 'A button id can be at most 60 characters.'),
    type: z.enum(ENTRY_TYPES, 'A button must be emotional, physical or an affirmation.'),
    label: freeText().trim().min(1, 'A button needs a label.').max(30, 'A button label can be at most 30 characters.'),
    emoji: freeText().trim().min(1, 'A button needs an emoji.').max(16, 'A button emoji can be at most 16 characters.'),
    mood_category: z.enum(MOOD_CATEGORIES).optional(),
    specific_mood: z.string().optional(),
    sensation: z.enum(SENSATIONS).optional(),
  })
  .refine((button) => !button.specific_mood || (button.mood_category && isMoodOf(button.mood_category, button.specific_mood)), {
    message: 'A button mood must belong to its category.',
    path: ['specific_mood'],
  });

export const saveQuickAddButtonsInput = z.object({
  buttons: z
    .array(buttonSchema)
    .max(MAX_QUICK_ADD_BUTTONS, `At most ${MAX_QUICK_ADD_BUTTONS} quick-add buttons.`)
    .refine((buttons) => new Set(buttons.map((button) => button.id)).size === buttons.length, 'Each button can appear only once.'),
});
