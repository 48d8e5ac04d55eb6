import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../src/shared/domain/colour-contrast';
import { dayShade, SHADE_LEGEND } from '../../src/shared/domain/day-colour';

const day = (positive: number, negative: number, neutral: number, meanIntensity: number | null) => ({
  feelings: positive + negative + neutral,
  positive,
  negative,
  rated: meanIntensity === null ? 0 : positive + negative + neutral,
  intensitySum: meanIntensity === null ? 0 : meanIntensity * (positive + negative + neutral),
});

describe("a calendar day's colour", () => {
  it('follows the balance of positive and negative feelings', () => {
    expect(dayShade(day(0, 3, 0, 4)).balance).toBe('negative');
    expect(dayShade(day(1, 2, 0, 4)).balance).toBe('leaning negative');
    expect(dayShade(day(1, 1, 1, 4)).balance).toBe('mixed');
    expect(dayShade(day(2, 1, 0, 4)).balance).toBe('leaning positive');
    expect(dayShade(day(4, 0, 0, 4)).balance).toBe('positive');
  });

  it('deepens with the mean intensity', () => {
    expect(dayShade(day(0, 2, 0, 8))).toMatchObject({ strength: 'strong', fill: '#be123c', description: 'negative feelings, strong' });
    expect(dayShade(day(0, 2, 0, 3))).toMatchObject({ strength: 'mild', fill: '#fda4af' });
  });

  it('is plain on a day with no feelings (only sensations or affirmations)', () => {
    expect(dayShade(day(0, 0, 0, null))).toMatchObject({ balance: null, description: 'no feelings logged' });
  });

  it('keeps the day number readable on every shade (WCAG AA, 4.5:1)', () => {
    for (const shade of SHADE_LEGEND) expect(contrastRatio(shade.fill, shade.text)).toBeGreaterThanOrEqual(4.5);
  });
});
