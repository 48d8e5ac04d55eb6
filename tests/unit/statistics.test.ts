import { describe, expect, it } from 'vitest';
import { shareDifferenceInterval, wilsonInterval } from '../../src/shared/domain/proportions';
import { byWeekday, streaks, tagPatterns } from '../../src/shared/domain/statistics';

/** A journal's feelings by construction: `withTag` of them carry the tag, `negativeWith` of those are negative, and so on. */
const journal = (withTag: number, negativeWith: number, without: number, negativeWithout: number) =>
  tagPatterns([{ tag: 'trigger', value: 'work', feelings: withTag, negative: negativeWith }], { feelings: withTag + without, negative: negativeWith + negativeWithout })[0]!;

describe('the 95% Wilson interval of a share', () => {
  it('matches the published values', () => {
    const half = wilsonInterval(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 10);
  });
});

describe('the 95% interval of a difference of shares (Newcombe)', () => {
  it('matches Newcombe 1998, example (a): 56/70 against 48/80', () => {
    const difference = shareDifferenceInterval({ successes: 56, total: 70 }, { successes: 48, total: 80 });
    expect(difference.estimate).toBeCloseTo(0.2, 10);
    expect(difference.low).toBeCloseTo(0.0524, 4);
    expect(difference.high).toBeCloseTo(0.3339, 4);
  });
});

describe('negative feelings with and without a tag', () => {
  it("names 'work' on 30 entries, 24 negative, against 10 of 40 without it", () => {
    const work = journal(30, 24, 40, 10);
    expect(work.with).toMatchObject({ negative: 24, feelings: 30, share: 0.8 });
    expect(work.without).toMatchObject({ negative: 10, feelings: 40, share: 0.25 });
    expect(work.difference.estimate).toBeCloseTo(0.55, 10);
    expect(work.difference.low).toBeGreaterThan(0);
    expect(work.named).toBe(true);
  });

  it('does not name 3 of 5 against 20 of 50: too few entries with the tag', () => {
    const work = journal(5, 3, 50, 20);
    expect(work.with).toMatchObject({ negative: 3, feelings: 5 });
    expect(work.named).toBe(false);
  });

  it('does not name a large difference on too few entries without the tag', () => {
    expect(journal(50, 5, 9, 9).named).toBe(false);
    expect(journal(50, 5, 10, 10).named).toBe(true);
  });

  it('does not name a difference whose interval includes none, even with enough entries', () => {
    const work = journal(12, 6, 12, 5);
    expect(work.difference.low).toBeLessThan(0);
    expect(work.difference.high).toBeGreaterThan(0);
    expect(work.named).toBe(false);
  });

  it('names a tag that goes with fewer negative feelings too', () => {
    const outdoors = journal(30, 3, 40, 30);
    expect(outdoors.difference.high).toBeLessThan(0);
    expect(outdoors.named).toBe(true);
  });

  it('leaves out a tag on every feeling or on none: there is no other side', () => {
    expect(tagPatterns([{ tag: 'social', value: 'alone', feelings: 20, negative: 5 }], { feelings: 20, negative: 5 })).toEqual([]);
  });
});

describe('streaks', () => {
  it('counts the longest run and the one reaching today, or yesterday before today has an entry', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
    expect(streaks(days, '2026-03-06')).toEqual({ longest: 3, current: 2 });
    expect(streaks(days, '2026-03-07')).toEqual({ longest: 3, current: 2 });
    expect(streaks(days, '2026-03-08')).toEqual({ longest: 3, current: 0 });
    expect(streaks([], '2026-03-08')).toEqual({ longest: 0, current: 0 });
  });

  it('runs across a month end and a daylight-saving change', () => {
    expect(streaks(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'], '2026-04-01')).toEqual({ longest: 5, current: 5 });
  });
});

describe('mean intensity by weekday', () => {
  it('puts each day under its weekday, Monday first', () => {
    const weekdays = byWeekday([
      { day: '2026-03-30', entries: 2, rated: 2, intensitySum: 10 }, // Monday
      { day: '2026-04-06', entries: 1, rated: 1, intensitySum: 2 }, // Monday
      { day: '2026-04-05', entries: 1, rated: 1, intensitySum: 9 }, // Sunday
    ]);
    expect(weekdays[0]).toEqual({ weekday: 0, entries: 3, meanIntensity: 4 });
    expect(weekdays[6]).toEqual({ weekday: 6, entries: 1, meanIntensity: 9 });
    expect(weekdays[2]).toEqual({ weekday: 2, entries: 0, meanIntensity: null });
  });
});
