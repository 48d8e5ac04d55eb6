import type { EntryType, MoodCategory, Sensation } from './entries';
import { MOOD_EMOJI } from './entry-display';

/** A quick-add button (journal-core 3). */
export interface QuickAddButton {
  id: string;
  type: EntryType;
  label: string;
  emoji: string;
  mood_category?: MoodCategory;
  specific_mood?: string;
  sensation?: Sensation;
}

export const MAX_QUICK_ADD_BUTTONS = 21;

/** Keys for buttons 1-21 on desktop: 1-7, then 8 9 0 a s d f, then z x c v b n m. */
export const SHORTCUT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'a', 's', 'd', 'f', 'z', 'x', 'c', 'v', 'b', 'n', 'm'] as const;

const LABELS: Record<string, string> = { funny: 'Laughter' };
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A specific mood as buttons and pickers name it ('Laughter' for funny). */
export const moodLabel = (specific_mood: string) => LABELS[specific_mood] ?? capitalise(specific_mood);

const emotional = (mood_category: MoodCategory, specific_mood: string): QuickAddButton => ({
  id: `emotional-${specific_mood}`,
  type: 'emotional',
  label: moodLabel(specific_mood),
  emoji: MOOD_EMOJI[specific_mood] ?? '😐',
  mood_category,
  specific_mood,
});

const SENSATION_EMOJI: Record<string, string> = { pain: '🤕', itching: '🦟', pleasure: '💙', hungry: '🍽️', craving: '🤤' };
const physical = (sensation: Sensation): QuickAddButton => ({
  id: `physical-${sensation}`,
  type: 'physical',
  label: capitalise(sensation),
  emoji: SENSATION_EMOJI[sensation]!,
  sensation,
});

export const PRESETS: Record<EntryType, readonly QuickAddButton[]> = {
  emotional: [
    ...(['happy', 'relieved', 'amused', 'funny', 'excited', 'curious'] as const).map((mood) => emotional('positive', mood)),
    ...(['calm', 'tranquil', 'bored'] as const).map((mood) => emotional('neutral', mood)),
    ...(['angry', 'sad', 'afraid', 'disgusted', 'overwhelmed', 'confused'] as const).map((mood) => emotional('negative', mood)),
  ],
  physical: (['pain', 'itching', 'pleasure', 'hungry', 'craving'] as const).map(physical),
  affirmation: [{ id: 'affirmation', type: 'affirmation', label: 'Affirmation', emoji: '✨' }],
};

const preset = (id: string) => Object.values(PRESETS).flat().find((button) => button.id === id)!;

/** The 15 buttons a new account starts with. */
export const DEFAULT_BUTTONS: readonly QuickAddButton[] = [
  'emotional-happy',
  'emotional-amused',
  'emotional-curious',
  'emotional-funny',
  'emotional-excited',
  'emotional-angry',
  'emotional-confused',
  'emotional-afraid',
  'emotional-overwhelmed',
  'emotional-calm',
  'physical-pain',
  'physical-itching',
  'physical-hungry',
  'physical-craving',
  'physical-pleasure',
].map(preset);

/** Saved buttons count only when they are a non-empty list (journal-core 5). */
export function effectiveButtons(saved: unknown): readonly QuickAddButton[] {
  return Array.isArray(saved) && saved.length > 0 ? (saved as QuickAddButton[]) : DEFAULT_BUTTONS;
}

/** Adds or removes a preset; adding stops at 21 buttons. */
export function togglePreset(buttons: readonly QuickAddButton[], button: QuickAddButton): readonly QuickAddButton[] {
  if (buttons.some((existing) => existing.id === button.id)) return buttons.filter((existing) => existing.id !== button.id);
  if (buttons.length >= MAX_QUICK_ADD_BUTTONS) return buttons;
  return [...buttons, button];
}

/** The button a key selects, or null when the key is not a shortcut or has no button. */
export function buttonForKey(buttons: readonly QuickAddButton[], key: string): QuickAddButton | null {
  const index = (SHORTCUT_KEYS as readonly string[]).indexOf(key.toLowerCase());
  return index === -1 ? null : (buttons[index] ?? null);
}
