/** The Twemoji file name of an emoji: its code points in hex joined by '-', without the U+FE0F presentation selector. */
export function emojiFileName(emoji: string): string {
  return [...emoji]
    .map((character) => character.codePointAt(0)!.toString(16))
    .filter((hex) => hex !== 'fe0f')
    .join('-');
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` in runs of plain text and single emoji (whole graphemes, so '😮‍💨' stays one). */
export function splitEmoji(text: string): { text: string; emoji: boolean }[] {
  const runs: { text: string; emoji: boolean }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const emoji = PICTOGRAPHIC.test(segment);
    const last = runs.at(-1);
    if (!emoji && last && !last.emoji) last.text += segment;
    else runs.push({ text: segment, emoji });
  }
  return runs;
}
