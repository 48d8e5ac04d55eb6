import { describe, expect, it } from 'vitest';
import { distressChange, wordRepeatCount } from '../../src/shared/domain/eye-exercise';

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

describe('the change of distress across sessions', () => {
  it('averages after minus before over the sessions rated twice, to one decimal', () => {
    expect(
      distressChange([
        { distressBefore: 8, distressAfter: 4 },
        { distressBefore: 5, distressAfter: 4 },
        { distressBefore: 7, distressAfter: null },
        { distressBefore: null, distressAfter: 3 },
      ]),
    ).toEqual({ rated: 2, averageChange: -2.5 });
    expect(distressChange([{ distressBefore: 3, distressAfter: 4 }, { distressBefore: 3, distressAfter: 3 }, { distressBefore: 3, distressAfter: 3 }])).toEqual({ rated: 3, averageChange: 0.3 });
  });

  it('has no average without a session rated twice', () => {
    expect(distressChange([{ distressBefore: 5, distressAfter: null }])).toEqual({ rated: 0, averageChange: null });
  });
});
