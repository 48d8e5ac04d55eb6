/**
 * Where the long words of the tile labels may break, as a dictionary would hyphenate them. Browsers
 * hyphenate by themselves only where they have a dictionary (not on every Linux desktop), so the
 * few long preset words carry their points here.
 */
const BREAKS = new Map([
  ['affirmation', 'af-fir-ma-tion'],
  ['confused', 'con-fused'],
  ['disgusted', 'dis-gust-ed'],
  ['laughter', 'laugh-ter'],
  ['overwhelmed', 'over-whelmed'],
  ['pleasure', 'plea-sure'],
  ['relieved', 're-lieved'],
  ['tranquil', 'tran-quil'],
]);

/** The pieces of `word` between its hyphenation points, in its own letters: 'Overwhelmed' gives ['Over', 'whelmed']. */
export function syllableGroups(word: string): string[] {
  const pattern = BREAKS.get(word.toLowerCase());
  if (!pattern) return [word];
  const groups: string[] = [];
  let offset = 0;
  for (const piece of pattern.split('-')) {
    groups.push(word.slice(offset, offset + piece.length));
    offset += piece.length;
  }
  return groups;
}
