import { DEFAULT_INTENSITY } from '../../../../shared/domain/entries';
import type { AiEntry, ExerciseWords, ExerciseWordsRequest, PositiveWord, TriggerWord } from '../provider';
import { contentWords } from './keywords';
import { COMMON_HARD_WORDS, GENERAL_POSITIVE_WORDS, POSITIVE_WORDS_BY_MOOD } from './positive-words';

const MIN_WORDS = 10;
const MAX_WORDS = 15;
/** The source entry is the moment the exercise is about, so its words count double. */
const SOURCE_WEIGHT = 2;

const rating = (value: number) => Math.min(10, Math.max(1, Math.round(value)));
const feltAs = (entry: AiEntry) => (entry.specific_mood ? `feeling ${entry.specific_mood}` : (entry.sensation ?? 'a moment'));

/** The tag values worth a word (the defaults, indoor and offline, say little about a moment). */
const TAG_WORDS: Record<string, { word: string; context: string }> = {
  alone: { word: 'alone', context: 'your social tag' },
  withOthers: { word: 'people', context: 'your social tag' },
  outdoor: { word: 'outdoor', context: 'your location tag' },
  online: { word: 'online', context: 'your environment tag' },
};

interface Tally {
  word: string;
  weight: number;
  /** The entry that gave the word most of its weight: its mood is the word's context. */
  strongest: { entry: AiEntry; weight: number };
}

/** Words of the notes, ranked by how often they appear weighted by the entry's intensity (positive entries left out). */
function noteWords(request: ExerciseWordsRequest): TriggerWord[] {
  const tallies = new Map<string, Tally>();
  const others = request.entries.filter((entry) => entry.id !== request.source.id && entry.mood_category !== 'positive');
  for (const entry of [request.source, ...others]) {
    const weight = (entry.intensity ?? DEFAULT_INTENSITY) * (entry === request.source ? SOURCE_WEIGHT : 1);
    for (const word of contentWords(entry.notes ?? '')) {
      let tally = tallies.get(word);
      if (!tally) tallies.set(word, (tally = { word, weight: 0, strongest: { entry, weight: 0 } }));
      tally.weight += weight;
      if (weight > tally.strongest.weight) tally.strongest = { entry, weight };
    }
  }
  return [...tallies.values()]
    .sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1))
    .slice(0, MAX_WORDS)
    .map(({ word, strongest: { entry } }) => ({ word, context: `from your note on ${feltAs(entry)}`, intensity: rating(entry.intensity ?? DEFAULT_INTENSITY) }));
}

/** When notes are sparse: the source's mood, then the tags of the source and recent entries, then common hard feelings. */
function paddingWords(request: ExerciseWordsRequest): TriggerWord[] {
  const intensity = rating(request.source.intensity ?? DEFAULT_INTENSITY);
  const padding: TriggerWord[] = [];
  if (request.source.specific_mood) padding.push({ word: request.source.specific_mood, context: 'how you felt', intensity });
  for (const entry of [request.source, ...request.entries]) {
    if (entry.trigger !== 'other') padding.push({ word: entry.trigger, context: 'your trigger tag', intensity: rating((entry.intensity ?? DEFAULT_INTENSITY) - 1) });
  }
  for (const entry of [request.source, ...request.entries]) {
    for (const value of [entry.social, entry.location, entry.environment]) {
      const tag = TAG_WORDS[value];
      if (tag) padding.push({ ...tag, intensity: rating(intensity - 2) });
    }
  }
  const companion = `often felt with ${feltAs(request.source)}`;
  return [...padding, ...COMMON_HARD_WORDS.map((word) => ({ word, context: companion, intensity: rating(intensity - 3) }))];
}

function positiveWords(request: ExerciseWordsRequest, taken: ReadonlySet<string>): PositiveWord[] {
  const mood = request.source.specific_mood ?? '';
  const forMood = Object.hasOwn(POSITIVE_WORDS_BY_MOOD, mood) ? POSITIVE_WORDS_BY_MOOD[mood]! : [];
  // every mood's words last: whatever the notes took, there are always enough
  const pool = [...forMood, ...GENERAL_POSITIVE_WORDS, ...Object.values(POSITIVE_WORDS_BY_MOOD).flat()];
  const words: PositiveWord[] = [];
  for (const [word, reason] of pool) {
    if (words.length === MAX_WORDS) break;
    if (taken.has(word) || words.some((chosen) => chosen.word === word)) continue;
    words.push({ word, reason, strength: rating(10 - Math.floor(words.length / 2)) });
  }
  return words;
}

/** 10 to 15 trigger words from the person's own notes and tags, and 10 to 15 positive words that answer the mood. */
export function exerciseWords(request: ExerciseWordsRequest): ExerciseWords {
  const triggerWords = noteWords(request);
  const taken = new Set(triggerWords.map(({ word }) => word));
  for (const padding of paddingWords(request)) {
    if (triggerWords.length >= MIN_WORDS) break;
    if (taken.has(padding.word)) continue;
    triggerWords.push(padding);
    taken.add(padding.word);
  }
  return { triggerWords, positiveWords: positiveWords(request, taken) };
}
