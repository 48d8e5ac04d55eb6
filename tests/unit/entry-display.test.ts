import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../../src/shared/domain/colour-contrast';
import {
  AFFIRMATION_COLOR,
  bodyRegionIcon,
  entryColor,
  formatEntryDate,
  GRADIENTS,
  gradientFor,
  moodIcon,
  PALETTES,
  sensationIcon,
  sentimentBorder,
  tagLabel,
  textColorOn,
  textSizeClass,
} from '../../src/shared/domain/entry-display';
import { tagValueLabel } from '../../src/shared/domain/tag-questions';

/** WCAG 2 contrast against white, worked out here independently of the code under test. */
function contrastWithWhite(hex: string): number {
  const linear = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
  return 1.05 / (luminance + 0.05);
}

describe('entry colours', () => {
  it('have eleven shades per palette, one per intensity 0-10', () => {
    for (const palette of Object.values(PALETTES)) expect(palette).toHaveLength(11);
  });

  it('use the mood category for emotions, pleasure as positive and other sensations as negative', () => {
    expect(entryColor({ type: 'emotional', mood_category: 'neutral', sensation: null, intensity: 3 })).toBe(PALETTES.neutral[3]);
    expect(entryColor({ type: 'physical', mood_category: null, sensation: 'pleasure', intensity: 10 })).toBe(PALETTES.positive[10]);
    expect(entryColor({ type: 'physical', mood_category: null, sensation: 'pain', intensity: 0 })).toBe(PALETTES.negative[0]);
  });

  it('give entries without intensity the affirmation colour', () => {
    expect(entryColor({ type: 'affirmation', mood_category: null, sensation: null, intensity: null })).toBe(AFFIRMATION_COLOR);
  });

  it('pick one of twelve gradients, the same for the same text', () => {
    expect(GRADIENTS).toHaveLength(12);
    expect(gradientFor('I am calm')).toBe(gradientFor('I am calm'));
    const used = new Set(Array.from({ length: 200 }, (_, index) => gradientFor(`text ${index}`)));
    expect(used.size).toBe(12);
  });
});

describe('contrast', () => {
  it('keeps white affirmation words at 3:1 or more on both ends of every gradient', () => {
    for (const stop of GRADIENTS.flat()) expect(contrastWithWhite(stop), stop).toBeGreaterThanOrEqual(3);
  });

  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#15803d', '#ffffff')).toBeCloseTo(contrastWithWhite('#15803d'), 5);
  });

  it('writes badge numbers in white where white keeps 4.5:1, else near-black, always at 4.5:1 or more', () => {
    expect(textColorOn('#15803d')).toBe('#ffffff');
    expect(textColorOn('#22c55e')).toBe('#020617');
    for (const color of Object.values(PALETTES).flat()) {
      expect(contrastRatio(color, textColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('formatEntryDate', () => {
  it('shows abbreviated month, day and time with am/pm', () => {
    expect(formatEntryDate('2026-11-21T21:05:00Z', 'UTC')).toBe('Nov 21, 9:05 PM');
  });

  it("says 'Unknown date' when missing and 'Invalid date' when unreadable", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatEntryDate(null)).toBe('Unknown date');
    expect(formatEntryDate('not a date')).toBe('Invalid date');
  });
});

describe('display helpers', () => {
  it('size text by its length', () => {
    expect(textSizeClass('x'.repeat(19))).toBe('text-3xl');
    expect(textSizeClass('x'.repeat(20))).toBe('text-2xl');
    expect(textSizeClass('x'.repeat(50))).toBe('text-xl');
    expect(textSizeClass('x'.repeat(100))).toBe('text-lg');
  });

  it('pick icons, with the spec defaults', () => {
    expect(bodyRegionIcon('arms')).toBe('💪');
    expect(bodyRegionIcon('tail')).toBe('');
    expect(moodIcon('happy')).toBe('😊');
    expect(moodIcon('unknown')).toBe('😐');
    expect(sensationIcon('itching')).toBe('🦟');
    expect(sensationIcon('numb')).toBe('🔵');
  });

  it('colour borders by sentiment and label tags', () => {
    expect(sentimentBorder('positive')).toBe('border-green-500');
    expect(sentimentBorder('other')).toBe('border-gray-300');
    expect(sentimentBorder(null)).toContain('bg-gray-50');
    expect(tagLabel('withOthers')).toBe('With Others');
    expect(tagLabel('outdoor')).toBe('Outdoor');
  });

  it('label tag values on cards as the tag tiles do', () => {
    expect(tagValueLabel('time_frame', 'recent')).toBe('Just Now');
    expect(tagValueLabel('social', 'withOthers')).toBe('With Others');
    expect(tagValueLabel('trigger', 'work')).toBe('Work');
  });
});
