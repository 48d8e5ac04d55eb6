import { describe, expect, it, vi } from 'vitest';
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
  textSizeClass,
} from '../../src/shared/domain/entry-display';

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
});
