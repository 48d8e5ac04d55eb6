import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoCloseLabel, chartedSessions, distressChangeSummary, furthestPhase, isMobileExercise, nextPhase, wordKindFor } from '../../src/shared/domain/eye-exercise';
import {
  advanceWordSchedule,
  ballPosition,
  clockElapsed,
  panFor,
  pauseClock,
  pausedClock,
  placeWord,
  resumeClock,
  startWordSchedule,
  sweepPatternFor,
  type WordGroup,
  type WordSchedule,
  wordGroupsFor,
} from '../../src/shared/domain/eye-exercise-schedule';

/** A repeatable random source cycling through the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

const GROUPS: WordGroup[] = [
  { id: 'a', word: 'deadline', rating: 8 },
  { id: 'b', word: 'alone', rating: 3 },
  { id: 'c', word: 'boss', rating: 10 },
];

describe('the sweep pattern', () => {
  it('comes from the source entry: afraid is trauma, angry anxiety, sad grief, anything else default', () => {
    expect(['afraid', 'angry', 'sad', 'Sad', 'anxious', null, undefined].map(sweepPatternFor)).toEqual(['trauma', 'anxiety', 'grief', 'grief', 'default', 'default', 'default']);
  });
});

describe('where the ball is', () => {
  it('starts at 10%, reaches 90% after one sweep, pauses there, and comes back', () => {
    expect(ballPosition(0, 'default')).toBeCloseTo(0.1);
    expect(ballPosition(2000, 'default')).toBeCloseTo(0.5);
    expect(ballPosition(4000, 'default')).toBeCloseTo(0.9);
    expect(ballPosition(4299, 'default')).toBeCloseTo(0.9);
    expect(ballPosition(4300 + 2000, 'default')).toBeCloseTo(0.5);
    expect(ballPosition(4300 + 4000, 'default')).toBeCloseTo(0.1);
    expect(ballPosition(8600, 'default')).toBeCloseTo(0.1);
  });

  it('uses each pattern’s sweep time and pause', () => {
    expect(ballPosition(5200, 'trauma')).toBeCloseTo(0.9);
    expect(ballPosition(5590, 'trauma')).toBeCloseTo(0.9);
    expect(ballPosition(5610, 'trauma')).toBeLessThan(0.9);
    expect(ballPosition(2400, 'anxiety')).toBeCloseTo(0.5);
    expect(ballPosition(5500 + 500 + 2750, 'grief')).toBeCloseTo(0.5);
  });

  it('stays between 10% and 90% and moves slower with reduced motion', () => {
    for (let time = 0; time < 30_000; time += 37) {
      const position = ballPosition(time, 'grief');
      expect(position).toBeGreaterThanOrEqual(0.1 - 1e-9);
      expect(position).toBeLessThanOrEqual(0.9 + 1e-9);
    }
    expect(ballPosition(4000, 'default', true)).toBeLessThan(0.9);
    expect(ballPosition(6000, 'default', true)).toBeCloseTo(0.9);
  });

  it('pans the sound with it, left to right', () => {
    expect([0.1, 0.5, 0.9].map(panFor)).toEqual([-1, 0, 1]);
  });
});

describe('the running clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('counts only the time the exercise plays', () => {
    let clock = resumeClock(pausedClock(), Date.now());
    vi.advanceTimersByTime(3000);
    clock = pauseClock(clock, Date.now());
    vi.advanceTimersByTime(10_000);
    expect(clockElapsed(clock, Date.now())).toBe(3000);
    clock = resumeClock(clock, Date.now());
    vi.advanceTimersByTime(500);
    expect(clockElapsed(clock, Date.now())).toBe(3500);
  });
});

/** Runs the schedule on a fake 16 ms frame clock for `ms`, recording when each group was lit. */
function runFrames(ms: number, groups: readonly WordGroup[], random: () => number, { mobile = false, start = startWordSchedule(Date.now()) } = {}) {
  let schedule: WordSchedule = start;
  const lit: { at: number; groupId: string; copies: number }[] = [];
  const timer = setInterval(() => {
    const next = advanceWordSchedule(schedule, Date.now(), groups, { mobile, random });
    if (next.serial !== schedule.serial) lit.push({ at: Date.now(), groupId: next.lit.at(-1)!.groupId, copies: next.serial - schedule.serial });
    schedule = next;
  }, 16);
  vi.advanceTimersByTime(ms);
  clearInterval(timer);
  return { schedule, lit };
}

describe('when words are lit', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('lights the first word after 1 s and keeps it for 2.5 s', () => {
    const start = startWordSchedule(Date.now());
    expect(advanceWordSchedule(start, 999, GROUPS, { mobile: false, random: sequence(0) })).toBe(start);
    const { lit, schedule } = runFrames(1100, GROUPS, sequence(0));
    expect(lit[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(lit[0]!.at).toBeLessThan(1020);
    expect(schedule.lit.every((word) => word.displayUntil === lit[0]!.at + 2500)).toBe(true);
    const later = runFrames(2500, GROUPS, sequence(0.99), { start: schedule }).schedule;
    expect(later.lit.some((word) => word.displayUntil <= Date.now())).toBe(false);
  });

  it('lights the next 0.8 to 3.0 s later, a group not yet shown each time', () => {
    const low = runFrames(4000, GROUPS, sequence(0)).lit;
    expect(low[1]!.at - low[0]!.at).toBeGreaterThanOrEqual(800);
    expect(low[1]!.at - low[0]!.at).toBeLessThan(820);
    vi.setSystemTime(0);
    const high = runFrames(9000, GROUPS, sequence(0.999)).lit;
    expect(high[1]!.at - high[0]!.at).toBeGreaterThanOrEqual(2990);
    expect(new Set(high.slice(0, 3).map(({ groupId }) => groupId)).size).toBe(3);
  });

  it('starts again 5 s after the last group has gone out, once all were shown', () => {
    const { lit } = runFrames(20_000, GROUPS, sequence(0.5));
    expect(new Set(lit.slice(0, 3).map(({ groupId }) => groupId)).size).toBe(3);
    const lastOut = lit[2]!.at + 2500;
    expect(lit[3]!.at - lastOut).toBeGreaterThanOrEqual(5000);
    expect(lit[3]!.at - lastOut).toBeLessThan(5020);
    expect(new Set(lit.slice(3, 6).map(({ groupId }) => groupId)).size).toBe(3);
  });

  it('lights each word in 1 + floor(rating / 5) copies, at most 3 on desktop and 2 on mobile', () => {
    const copies = (mobile: boolean) => Object.fromEntries(runFrames(10_000, GROUPS, sequence(0.3), { mobile }).lit.map(({ groupId, copies }) => [groupId, copies]));
    expect(copies(false)).toEqual({ a: 2, b: 1, c: 3 });
    vi.setSystemTime(0);
    expect(copies(true)).toEqual({ a: 2, b: 1, c: 2 });
  });

  it('lights nothing without words', () => {
    expect(runFrames(10_000, [], Math.random).lit).toEqual([]);
  });
});

describe('where a word goes', () => {
  it('is 1 + rating/10*1.5 rem, turned within ±15°, at x 15-85% and y 10-90%', () => {
    expect(placeWord(10, sequence(0))).toEqual({ sizeRem: 2.5, rotation: -15, x: 15, y: 10 });
    expect(placeWord(4, sequence(0.5))).toEqual({ sizeRem: 1.6, rotation: 0, x: 50, y: 50 });
    const far = placeWord(1, sequence(0.9999));
    expect(far.rotation).toBeCloseTo(15, 1);
    expect(far.x).toBeCloseTo(85, 1);
    expect(far.y).toBeCloseTo(90, 1);
  });
});

describe('the phases', () => {
  it('cycles with P: desensitization, reprocessing, installation, and back', () => {
    expect(nextPhase('desensitization')).toBe('reprocessing');
    expect(nextPhase('reprocessing')).toBe('installation');
    expect(nextPhase('installation')).toBe('desensitization');
  });

  it('records the furthest phase reached', () => {
    expect(furthestPhase('reprocessing', 'desensitization')).toBe('reprocessing');
    expect(furthestPhase('reprocessing', 'installation')).toBe('installation');
  });

  it('shows trigger words first, then positive ones', () => {
    const words = { triggerWords: [{ word: 'deadline', intensity: 8 }], positiveWords: [{ word: 'steady', strength: 6 }] };
    expect(wordKindFor('desensitization')).toBe('trigger');
    expect(wordGroupsFor(words, wordKindFor('desensitization'))).toEqual([{ id: 'trigger-0', word: 'deadline', rating: 8 }]);
    expect(wordGroupsFor(words, wordKindFor('installation'))).toEqual([{ id: 'positive-0', word: 'steady', rating: 6 }]);
    expect(wordGroupsFor(null, 'trigger')).toEqual([]);
  });
});

describe('the overlay’s words', () => {
  it('counts down to auto-close as mm:ss', () => {
    expect([600, 599.2, 61, 9, 0, -3].map(autoCloseLabel)).toEqual([
      'Auto-close in 10:00',
      'Auto-close in 10:00',
      'Auto-close in 01:01',
      'Auto-close in 00:09',
      'Auto-close in 00:00',
      'Auto-close in 00:00',
    ]);
  });

  it('is in its mobile form below 768 px or on a phone', () => {
    expect(isMobileExercise(767, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(isMobileExercise(1280, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileExercise(768, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });

  it('sums up the change of distress with the sessions it rests on', () => {
    expect(distressChangeSummary({ rated: 1, averageChange: -4 })).toBe('Average change: -4 over 1 session');
    expect(distressChangeSummary({ rated: 2, averageChange: -2.5 })).toBe('Average change: -2.5 over 2 sessions');
    expect(distressChangeSummary({ rated: 3, averageChange: 0.3 })).toBe('Average change: +0.3 over 3 sessions');
    expect(distressChangeSummary({ rated: 0, averageChange: null })).toBe('No session rated before and after yet');
  });
});

describe('the sessions chart', () => {
  it('draws the rated sessions, oldest first', () => {
    const session = (id: string, distressBefore: number | null, distressAfter: number | null) => ({
      id,
      startedAt: '2026-01-01T00:00:00.000Z',
      durationSeconds: 60,
      phaseReached: 'desensitization' as const,
      distressBefore,
      distressAfter,
    });
    expect(chartedSessions([session('new', 8, 4), session('skipped', null, null), session('old', 5, null)]).map(({ id }) => id)).toEqual(['old', 'new']);
  });
});
