import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballBand, type Box, type PlacementArea, placeWordClear, WORD_GAP_PX, wordBox } from '../../src/shared/domain/eye-exercise-placement';
import { advanceWordSchedule, startWordSchedule, type WordGroup } from '../../src/shared/domain/eye-exercise-schedule';

const DESKTOP: PlacementArea = { width: 1280, height: 660, avoid: [], ballPx: 80 };
const PHONE: PlacementArea = { width: 390, height: 600, avoid: [], ballPx: 72 };
/** The info panel, top right, 20rem wide, as on a desktop. */
const INFO_PANEL: Box = { left: 952, right: 1272, top: 8, bottom: 420 };

const apart = (a: Box, b: Box) => a.right + WORD_GAP_PX <= b.left || b.right + WORD_GAP_PX <= a.left || a.bottom + WORD_GAP_PX <= b.top || b.bottom + WORD_GAP_PX <= a.top;
const inside = (box: Box, area: PlacementArea) => box.left >= 0 && box.top >= 0 && box.right <= area.width && box.bottom <= area.height;
const seeded = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

describe('where an exercise word is placed', () => {
  it('keeps off the ball’s path, off an open panel and inside the stage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom('calm', 'deadline', 'overwhelmed'), (seed, rating, word) => {
        const area = { ...DESKTOP, avoid: [INFO_PANEL] };
        const box = wordBox(word, placeWordClear(word, rating, seeded(seed), area, []), area);
        expect(apart(box, ballBand(area))).toBe(true);
        expect(apart(box, INFO_PANEL)).toBe(true);
        expect(inside(box, area)).toBe(true);
      }),
    );
  });

  it('lights every copy of a word apart from the others, on a phone too', () => {
    const groups: WordGroup[] = [
      { id: 'a', word: 'deadline', rating: 10 },
      { id: 'b', word: 'alone', rating: 9 },
      { id: 'c', word: 'awake', rating: 8 },
    ];
    for (const [area, mobile] of [[DESKTOP, false], [PHONE, true]] as const) {
      let schedule = startWordSchedule(0);
      let most = 0;
      for (let now = 0; now <= 20_000; now += 100) {
        schedule = advanceWordSchedule(schedule, now, groups, { mobile, random: seeded(7), area: () => area });
        const boxes = schedule.lit.map((word) => wordBox(word.word, word, area));
        most = Math.max(most, boxes.length);
        boxes.forEach((box, index) => {
          expect(apart(box, ballBand(area)), `${mobile} ${index}`).toBe(true);
          boxes.slice(index + 1).forEach((other) => expect(apart(box, other), `${mobile} ${index} of ${boxes.length}`).toBe(true));
        });
      }
      expect(most).toBeGreaterThan(2);
    }
  });

  it('still places a word, covering least, when the stage has no clear place', () => {
    const full: PlacementArea = { ...PHONE, avoid: [{ left: 0, right: 390, top: 0, bottom: 600 }] };
    const placement = placeWordClear('word', 5, seeded(3), full, []);
    expect(placement.x).toBeGreaterThanOrEqual(15);
    expect(placement.x).toBeLessThanOrEqual(85);
  });
});
