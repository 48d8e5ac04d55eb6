/** accounts-plans-ai: the moods an affirmation suggestion can carry. */
export const AFFIRMATION_MOODS = ['empowering', 'calming', 'motivational', 'grateful', 'healing'] as const;
export type AffirmationMood = (typeof AFFIRMATION_MOODS)[number];

export interface AffirmationSuggestion {
  text: string;
  theme: string;
  mood: AffirmationMood;
}

export const MAX_AFFIRMATION_LENGTH = 500;

/**
 * accounts-plans-ai 4.8: offered when there is nothing to personalise from. The spec fixes the
 * themes and moods; the sentences are ours.
 */
export const DEFAULT_AFFIRMATIONS: readonly AffirmationSuggestion[] = [
  { theme: 'Mindfulness', mood: 'grateful', text: 'I am grateful for this moment and everything it is teaching me.' },
  { theme: 'Self-worth', mood: 'empowering', text: 'I am worthy of love, rest and respect exactly as I am.' },
  { theme: 'Resilience', mood: 'motivational', text: 'I have come through hard days before, and I will come through this one.' },
  { theme: 'Trust', mood: 'calming', text: 'I trust myself to handle whatever today brings, one breath at a time.' },
  { theme: 'Empowerment', mood: 'empowering', text: 'I choose how I respond, and I choose to be kind to myself.' },
  { theme: 'Self-care', mood: 'healing', text: 'Taking care of myself is not selfish; it is how I heal.' },
  { theme: 'Positivity', mood: 'motivational', text: 'Small steps forward still move me forward.' },
];

/** journal-core 4 step 6: the suggestions open after a non-affirmation entry with notes is saved. */
export function offersAffirmationsAfter(entry: { type: string; notes: string | null }): boolean {
  return entry.type !== 'affirmation' && (entry.notes ?? '').trim() !== '';
}
