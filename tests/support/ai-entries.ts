import { DEFAULT_TAGS } from '../../src/shared/domain/entries';
import type { AiEntry } from '../../src/worker/services/ai/provider';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A Monday, so day numbers below line up with ISO weeks. */
export const JOURNAL_START = Date.parse('2026-09-07T00:00:00Z');

/** The ISO time `day` days and `hour` hours (UTC) after JOURNAL_START. */
export const at = (day: number, hour: number) => new Date(JOURNAL_START + day * DAY_MS + hour * HOUR_MS).toISOString();

/** An entry as the AI features read it: emotional, neutral and calm unless told otherwise. */
export function createAiEntry(overrides: Partial<AiEntry> & Pick<AiEntry, 'id' | 'timestamp'>): AiEntry {
  return {
    ...DEFAULT_TAGS,
    type: 'emotional',
    mood_category: 'neutral',
    specific_mood: 'calm',
    sensation: null,
    intensity: 5,
    notes: null,
    ...overrides,
  };
}

export const feeling = (id: string, timestamp: string, mood_category: 'positive' | 'neutral' | 'negative', specific_mood: string, overrides: Partial<AiEntry> = {}) =>
  createAiEntry({ id, timestamp, mood_category, specific_mood, ...overrides });

export const sensation = (id: string, timestamp: string, name: string, overrides: Partial<AiEntry> = {}) =>
  createAiEntry({ id, timestamp, type: 'physical', mood_category: null, specific_mood: null, sensation: name, ...overrides });

const MOODS = [
  ['negative', 'stressed'], ['negative', 'anxious'], ['negative', 'sad'], ['positive', 'happy'], ['positive', 'content'], ['neutral', 'calm'],
] as const;
const TRIGGERS = ['work', 'family', 'exercise', 'other'] as const;
const WORDS = ['deadline', 'meeting', 'walk', 'dinner', 'tired', 'sunshine', 'argument', 'project', 'rest', 'friends'];

/** A large, varied journal, oldest first, the same on every call: for timing the engine. */
export function generatedJournal(count: number): AiEntry[] {
  let seed = 12345;
  const next = (below: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % below;
  };
  return Array.from({ length: count }, (_, index) => {
    const timestamp = new Date(JOURNAL_START + index * 3 * HOUR_MS + next(HOUR_MS)).toISOString();
    const tags = {
      trigger: TRIGGERS[next(4)]!,
      social: next(2) === 0 ? ('alone' as const) : ('withOthers' as const),
      location: next(3) === 0 ? ('outdoor' as const) : ('indoor' as const),
      environment: next(2) === 0 ? ('online' as const) : ('offline' as const),
      intensity: next(11),
      notes: `${WORDS[next(WORDS.length)]} and ${WORDS[next(WORDS.length)]}`,
    };
    if (next(5) === 0) return sensation(`entry-${index}`, timestamp, next(2) === 0 ? 'pain' : 'pressure', tags);
    const [category, mood] = MOODS[next(MOODS.length)]!;
    return feeling(`entry-${index}`, timestamp, category, mood, tags);
  });
}
