import { describe, expect, it } from 'vitest';
import { wordRepeatCount } from '../../src/shared/domain/eye-exercise';

describe('how often an exercise word is lit', () => {
  it('is 1 + floor(rating / 5)', () => {
    expect([1, 4, 5, 9].map((rating) => wordRepeatCount(rating, false))).toEqual([1, 1, 2, 2]);
  });

  it('is capped at 3 on desktop and 2 on mobile', () => {
    expect(wordRepeatCount(10, false)).toBe(3);
    expect(wordRepeatCount(10, true)).toBe(2);
    expect(wordRepeatCount(9, true)).toBe(2);
  });
});
