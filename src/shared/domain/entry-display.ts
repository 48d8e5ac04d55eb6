import type { MoodCategory } from './entries';
import { contrastRatio, MIN_TEXT_CONTRAST } from './colour-contrast';

/** Intensity 0-10 → colour, light to deep (journal-core 3, display helpers). */
export const PALETTES: Record<MoodCategory, readonly string[]> = {
  positive: ['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d', '#052e16'],
  neutral: ['#f0f9ff', '#e0f2fe', '#bae6fd', '#7dd3fc', '#38bdf8', '#0ea5e9', '#0284c7', '#0369a1', '#075985', '#0c4a6e', '#082f49'],
  negative: ['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d', '#450a0a'],
};
export const AFFIRMATION_COLOR = '#a855f7';

interface ColouredEntry {
  type: string;
  mood_category: MoodCategory | null;
  sensation: string | null;
  intensity: number | null;
}

/** Emotional entries use their category's palette; others positive for pleasure, else negative. */
export function paletteFor(entry: Omit<ColouredEntry, 'intensity'>): MoodCategory {
  if (entry.type === 'emotional' && entry.mood_category) return entry.mood_category;
  return entry.sensation === 'pleasure' ? 'positive' : 'negative';
}

export function entryColor(entry: ColouredEntry): string {
  if (entry.intensity === null) return AFFIRMATION_COLOR;
  const level = Math.min(10, Math.max(0, Math.round(entry.intensity)));
  return PALETTES[paletteFor(entry)][level]!;
}

/** Deep enough at both ends for the card's white words to keep 3:1 contrast or more. */
export const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#db2777', '#9333ea'],
  ['#2563eb', '#4f46e5'],
  ['#059669', '#0f766e'],
  ['#b45309', '#c2410c'],
  ['#dc2626', '#be123c'],
  ['#8b5cf6', '#6d28d9'],
  ['#0891b2', '#0e7490'],
  ['#16a34a', '#15803d'],
  ['#ea580c', '#be185d'],
  ['#6366f1', '#0284c7'],
  ['#0d9488', '#4f46e5'],
  ['#a16207', '#4d7c0f'],
];

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#020617';

/** White text where it keeps 4.5:1 on the background, otherwise near-black. */
export function textColorOn(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(background, LIGHT_TEXT) >= MIN_TEXT_CONTRAST ? LIGHT_TEXT : DARK_TEXT;
}

/** One of the twelve gradients, always the same for the same text. */
export function gradientFor(text: string): readonly [string, string] {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return GRADIENTS[Math.abs(hash) % GRADIENTS.length]!;
}

/** e.g. 'Nov 21, 9:05 PM'; 'Unknown date' when missing, 'Invalid date' when unreadable. */
export function formatEntryDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Unknown date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    console.warn('Invalid entry date', value);
    return 'Invalid date';
  }
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}

/** Shorter affirmations are set larger. */
export function textSizeClass(text: string): 'text-3xl' | 'text-2xl' | 'text-xl' | 'text-lg' {
  if (text.length < 20) return 'text-3xl';
  if (text.length < 50) return 'text-2xl';
  if (text.length < 100) return 'text-xl';
  return 'text-lg';
}

const REGION_ICONS: Record<string, string> = { head: '👤', torso: '👕', arms: '💪', legs: '🦵' };
export const bodyRegionIcon = (region: string | null) => (region ? (REGION_ICONS[region] ?? '') : '');

/** The mood emojis of the cards and the quick-add presets; the neutral face otherwise. */
export const MOOD_EMOJI: Record<string, string> = {
  happy: '😊',
  excited: '🤩',
  content: '😌',
  calm: '😌',
  neutral: '😐',
  sad: '😢',
  angry: '😠',
  anxious: '😰',
  stressed: '😫',
  relieved: '😮‍💨',
  amused: '😄',
  funny: '😂',
  curious: '🤔',
  tranquil: '🧘',
  bored: '🥱',
  afraid: '😨',
  disgusted: '🤢',
  overwhelmed: '🤯',
  confused: '😕',
};
export const moodIcon = (mood: string | null) => (mood ? (MOOD_EMOJI[mood] ?? '😐') : '😐');

const SENSATION_ICONS: Record<string, string> = { pain: '🔴', pleasure: '💙', tingling: '✨', pressure: '👇', itching: '🦟', hungry: '🍽️', craving: '🤤' };
export const sensationIcon = (sensation: string | null) => (sensation ? (SENSATION_ICONS[sensation] ?? '🔵') : '🔵');

/** Card border by sentiment: positive green, neutral blue, negative red, otherwise gray. */
export function sentimentBorder(category: string | null): string {
  if (category === null) return 'border-gray-200 bg-gray-50';
  return { positive: 'border-green-500', neutral: 'border-blue-500', negative: 'border-red-500' }[category] ?? 'border-gray-300';
}

/** 'withOthers' reads 'With Others'; other values get a capital first letter. */
export function tagLabel(value: string): string {
  if (value === 'withOthers') return 'With Others';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
