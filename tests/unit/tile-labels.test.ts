import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BODY_REGIONS, MOODS_BY_CATEGORY, SENSATIONS } from '../../src/shared/domain/entries';
import { emojiFileName, splitEmoji } from '../../src/shared/domain/emoji';
import { syllableGroups } from '../../src/shared/domain/hyphenation';
import { bodyRegionIcon, moodIcon, sensationIcon } from '../../src/shared/domain/entry-display';
import { PRESETS } from '../../src/shared/domain/quick-add';

const shipped = (emoji: string) => existsSync(`src/client/ui/emoji/${emojiFileName(emoji)}.svg`);

describe('the emoji the app ships', () => {
  it('names files as Twemoji does: code points, joined, without the presentation selector', () => {
    expect(emojiFileName('😊')).toBe('1f60a');
    expect(emojiFileName('🍽️')).toBe('1f37d');
    expect(emojiFileName('😮‍💨')).toBe('1f62e-200d-1f4a8');
  });

  it('has a picture for every emoji a tile, a picker or a card can show', () => {
    const used = new Set<string>([
      ...Object.values(PRESETS).flatMap((buttons) => buttons.map((button) => button.emoji)),
      ...Object.values(MOODS_BY_CATEGORY).flat().map(moodIcon),
      ...SENSATIONS.map(sensationIcon),
      ...BODY_REGIONS.map(bodyRegionIcon),
      moodIcon(null),
      sensationIcon(null),
    ]);
    expect([...used].filter((emoji) => !shipped(emoji))).toEqual([]);
  });

  it('splits text into plain runs and whole emoji', () => {
    expect(splitEmoji('😮‍💨 Relieved')).toEqual([
      { text: '😮‍💨', emoji: true },
      { text: ' Relieved', emoji: false },
    ]);
    expect(splitEmoji('Work')).toEqual([{ text: 'Work', emoji: false }]);
  });
});

describe('hyphenation points of the tile labels', () => {
  it('breaks long preset words where a dictionary would, keeping their letters', () => {
    expect(syllableGroups('Overwhelmed')).toEqual(['Over', 'whelmed']);
    expect(syllableGroups('Affirmation')).toEqual(['Af', 'fir', 'ma', 'tion']);
    expect(syllableGroups('Happy')).toEqual(['Happy']);
  });

  it('knows every preset label longer than eight letters', () => {
    const long = Object.values(PRESETS)
      .flat()
      .flatMap((button) => button.label.split(' '))
      .filter((word) => word.length > 8);
    expect(long.filter((word) => syllableGroups(word).length === 1)).toEqual([]);
  });
});
