import type { AiEntry } from '../provider';
import { sequenceActionSteps } from './insight-actions';
import { type InsightCandidate, percent } from './insight-candidate';

const FOLLOW_WINDOW_MS = 24 * 60 * 60 * 1000;
/** B must follow A clearly more often than it follows any entry, or it is only a common state. */
const MIN_LIFT = 0.1;

interface Timed {
  entry: AiEntry;
  time: number;
  /** What the entry was: its specific mood or its bodily sensation. */
  state: string;
}

function timedOf(entry: AiEntry): Timed | null {
  const state = entry.type === 'physical' ? entry.sensation : entry.type === 'emotional' ? entry.specific_mood : null;
  return state === null ? null : { entry, time: Date.parse(entry.timestamp), state };
}

const phraseOf = ({ entry, state }: Timed) => (entry.type === 'physical' ? state : `feeling ${state}`);
const isHard = ({ entry }: Timed) => entry.mood_category === 'negative' || (entry.type === 'physical' && entry.sensation !== 'pleasure');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'B follows A': of the A entries whose next entry came within 24 hours, the share whose next entry
 * was B (an A with nothing logged after it says nothing). One pass over the entries in time order.
 */
export function sequencePatterns(journal: readonly AiEntry[]): InsightCandidate[] {
  const timed = journal.flatMap((entry) => timedOf(entry) ?? []);
  timed.sort((a, b) => a.time - b.time || (a.entry.id < b.entry.id ? -1 : 1));

  const followedCount = new Map<string, number>();
  const followingCount = new Map<string, number>();
  const pairs = new Map<string, { first: Timed; then: Timed; supporting: AiEntry[] }>();
  let followed = 0;
  for (let index = 0; index + 1 < timed.length; index += 1) {
    const current = timed[index]!;
    const next = timed[index + 1]!;
    if (next.time - current.time > FOLLOW_WINDOW_MS) continue;
    followed += 1;
    followedCount.set(current.state, (followedCount.get(current.state) ?? 0) + 1);
    followingCount.set(next.state, (followingCount.get(next.state) ?? 0) + 1);
    if (next.state === current.state) continue;
    const key = `${current.state}->${next.state}`;
    let pair = pairs.get(key);
    if (!pair) pairs.set(key, (pair = { first: current, then: next, supporting: [] }));
    pair.supporting.push(current.entry);
  }

  const candidates: InsightCandidate[] = [];
  for (const [key, { first, then, supporting }] of pairs) {
    const relevantCount = followedCount.get(first.state)!;
    const baseRate = followingCount.get(then.state)! / followed;
    if (supporting.length / relevantCount < baseRate + MIN_LIFT) continue;
    const [firstPhrase, thenPhrase] = [phraseOf(first), phraseOf(then)];
    candidates.push({
      patternType: `sequence:${key}`,
      category: 'mood_pattern',
      title: `${capitalised(thenPhrase)} often follows ${firstPhrase}`,
      description:
        `${supporting.length} of the ${relevantCount} times ${firstPhrase} was logged and another entry followed within 24 hours, ` +
        `the next entry was ${thenPhrase} (it is next after ${percent(baseRate)} of all entries in this journal).`,
      supporting,
      relevantCount,
      relevantMoods: [first.state, then.state],
      actionSteps: sequenceActionSteps(firstPhrase, thenPhrase, isHard(then)),
    });
  }
  return candidates;
}
