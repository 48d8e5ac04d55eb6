/**
 * accounts-plans-ai 4.9 and 9: where the exercise's ball is and which words are lit, as pure
 * functions of the exercise's running time (milliseconds, pauses excluded) and an injected
 * random source, so the overlay only draws what these say.
 */
import { wordRepeatCount } from './eye-exercise';
import { between, type PlacementArea, placeWord, placeWordClear, type Random, wordBox } from './eye-exercise-placement';

export { placeWord, type Random } from './eye-exercise-placement';

export type SweepPattern = 'default' | 'trauma' | 'anxiety' | 'grief';

/** One sweep across (10% to 90%) and the pause at each end, per pattern. */
export const SWEEP_PATTERNS: Record<SweepPattern, { sweepMs: number; pauseMs: number }> = {
  default: { sweepMs: 4000, pauseMs: 300 },
  trauma: { sweepMs: 5200, pauseMs: 400 },
  anxiety: { sweepMs: 4800, pauseMs: 300 },
  grief: { sweepMs: 5500, pauseMs: 500 },
};

/** With prefers-reduced-motion the ball travels this much slower. */
export const REDUCED_MOTION_SLOWDOWN = 1.5;
export const BALL_RANGE = { from: 0.1, to: 0.9 } as const;

const PATTERN_BY_MOOD: Record<string, SweepPattern> = { afraid: 'trauma', angry: 'anxiety', sad: 'grief' };

/** The pattern the source entry's specific mood gives; anything else (or no entry) is default. */
export function sweepPatternFor(specificMood: string | null | undefined): SweepPattern {
  return (specificMood && PATTERN_BY_MOOD[specificMood.toLowerCase()]) || 'default';
}

/** Eases out of one end and into the other, so the reversal has no jolt. */
const ease = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;

/**
 * The ball's place as a fraction of the width (0.1 to 0.9) after `elapsedMs` of running: left to
 * right, a pause, right to left, a pause, and again.
 */
export function ballPosition(elapsedMs: number, pattern: SweepPattern, reducedMotion = false): number {
  const { pauseMs } = SWEEP_PATTERNS[pattern];
  const sweepMs = SWEEP_PATTERNS[pattern].sweepMs * (reducedMotion ? REDUCED_MOTION_SLOWDOWN : 1);
  const period = 2 * (sweepMs + pauseMs);
  const time = ((elapsedMs % period) + period) % period;
  const span = BALL_RANGE.to - BALL_RANGE.from;
  if (time < sweepMs) return BALL_RANGE.from + span * ease(time / sweepMs);
  if (time < sweepMs + pauseMs) return BALL_RANGE.to;
  if (time < 2 * sweepMs + pauseMs) return BALL_RANGE.to - span * ease((time - sweepMs - pauseMs) / sweepMs);
  return BALL_RANGE.from;
}

/** The stereo pan (-1 left to 1 right) for a ball at `position`. */
export const panFor = (position: number) => ((position - BALL_RANGE.from) / (BALL_RANGE.to - BALL_RANGE.from)) * 2 - 1;

export const WORD_TIMING = { firstMs: 1000, displayMs: 2500, nextMinMs: 800, nextMaxMs: 3000, resetMs: 5000 } as const;

/** A word from the exercise-words answer: a group lit together, in as many copies as its rating allows. */
export interface WordGroup {
  id: string;
  word: string;
  /** intensity (trigger words) or strength (positive words), 1-10 */
  rating: number;
}

/** One copy of a word on screen (spec 3, displayed word item). */
export interface LitWord {
  key: string;
  groupId: string;
  word: string;
  /** Percent of the width and height. */
  x: number;
  y: number;
  sizeRem: number;
  rotation: number;
  displayUntil: number;
}

export interface WordSchedule {
  shown: readonly string[];
  lit: readonly LitWord[];
  nextAt: number;
  /** Counts the copies lit, for their keys. */
  serial: number;
}

/** Places for `count` copies of a group: anywhere in the spec's ranges, or, given the stage, clear of the ball, the lit words, each other and panels. */
function placeCopies(group: WordGroup, count: number, lit: readonly LitWord[], random: Random, area: PlacementArea | undefined) {
  if (!area) return Array.from({ length: count }, () => placeWord(group.rating, random));
  const taken = lit.map((word) => wordBox(word.word, word, area));
  return Array.from({ length: count }, () => {
    const placement = placeWordClear(group.word, group.rating, random, area, taken);
    taken.push(wordBox(group.word, placement, area));
    return placement;
  });
}

/** A schedule started at `now`: the first word after 1 s. */
export const startWordSchedule = (now: number): WordSchedule => ({ shown: [], lit: [], nextAt: now + WORD_TIMING.firstMs, serial: 0 });

/**
 * The schedule at `now`: words whose 2.5 s are over go out; when the next is due, a random group
 * not yet shown is lit (in wordRepeatCount copies) and the next is due 0.8-3.0 s later; once every
 * group has been shown, the shown flags reset 5 s after the last went out. Returns the same object
 * when nothing changed, so a caller on every frame redraws only on a change.
 */
export function advanceWordSchedule(
  schedule: WordSchedule,
  now: number,
  groups: readonly WordGroup[],
  { mobile, random, area }: { mobile: boolean; random: Random; area?: () => PlacementArea },
): WordSchedule {
  const lit = schedule.lit.filter((word) => word.displayUntil > now);
  if (now < schedule.nextAt || groups.length === 0) return lit.length === schedule.lit.length ? schedule : { ...schedule, lit };
  const fresh = groups.filter((group) => !schedule.shown.includes(group.id));
  const pending = fresh.length > 0 ? fresh : groups;
  const shownBefore = fresh.length > 0 ? schedule.shown : [];
  const group = pending[Math.min(pending.length - 1, Math.floor(random() * pending.length))]!;
  const displayUntil = now + WORD_TIMING.displayMs;
  const copies = placeCopies(group, wordRepeatCount(group.rating, mobile), lit, random, area?.()).map((placement, copy) => ({
    key: `${group.id}-${schedule.serial + copy}`,
    groupId: group.id,
    word: group.word,
    displayUntil,
    ...placement,
  }));
  const shown = [...shownBefore, group.id];
  const nextAt = shown.length >= groups.length ? displayUntil + WORD_TIMING.resetMs : now + between(random, WORD_TIMING.nextMinMs, WORD_TIMING.nextMaxMs);
  return { shown, lit: [...lit, ...copies], nextAt, serial: schedule.serial + copies.length };
}

/** The exercise-words answer the overlay works from (the API's shape). */
export interface ExerciseWords {
  triggerWords: readonly { word: string; intensity: number }[];
  positiveWords: readonly { word: string; strength: number }[];
}

/** The groups a phase lights: trigger words in desensitization, positive words after. */
export function wordGroupsFor(words: ExerciseWords | null, kind: 'trigger' | 'positive'): WordGroup[] {
  if (!words) return [];
  return kind === 'trigger'
    ? words.triggerWords.map(({ word, intensity }, index) => ({ id: `trigger-${index}`, word, rating: intensity }))
    : words.positiveWords.map(({ word, strength }, index) => ({ id: `positive-${index}`, word, rating: strength }));
}

/** The exercise's running time: it stands still while paused. */
export interface RunningClock {
  elapsedMs: number;
  resumedAt: number | null;
}

export const pausedClock = (): RunningClock => ({ elapsedMs: 0, resumedAt: null });
export const clockElapsed = (clock: RunningClock, now: number) => clock.elapsedMs + (clock.resumedAt === null ? 0 : now - clock.resumedAt);
export const pauseClock = (clock: RunningClock, now: number): RunningClock => ({ elapsedMs: clockElapsed(clock, now), resumedAt: null });
export const resumeClock = (clock: RunningClock, now: number): RunningClock => (clock.resumedAt === null ? { ...clock, resumedAt: now } : clock);
