import { WORD_PATTERN } from './search';

/** A piece of text to show, marked where it is a word the search found. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const SNIPPET_LENGTH = 180;
const CONTEXT_BEFORE = 50;

/**
 * The text that Markdown notes show, on one line: link and image targets, emphasis, code marks,
 * headings, quotes, list markers, HTML tags and escapes dropped. Good enough to read a match in
 * context; the card itself renders the Markdown.
 */
export function plainTextOfMarkdown(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm, '')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-+*]\s+|\d+[.)]\s+|```.*|~~~.*)/gm, '')
    .replace(/(?<!\\)[*`~]+/g, '')
    .replace(/(^|[^\p{L}\p{N}\\])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each word of `text` that begins with one of the terms, as [start, end) offsets. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  return [...text.matchAll(WORD_PATTERN)]
    .filter((word) => {
      const lower = word[0].normalize('NFC').toLowerCase();
      return terms.some((term) => lower.startsWith(term));
    })
    .map((word) => [word.index, word.index + word[0].length]);
}

/** The text cut into plain and matched parts, in order, for <mark> elements. */
export function highlightParts(text: string, terms: readonly string[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** Moves an offset back to the space before it, so a snippet never starts or ends inside a word. */
const wordStart = (text: string, at: number) => {
  const space = text.lastIndexOf(' ', at);
  return space === -1 ? 0 : space + 1;
};

/**
 * Up to about 180 characters of the notes as plain text, around their first match (from the
 * start when the match was the mood or there is none), with an ellipsis where text was left out.
 */
export function searchSnippet(markdown: string, terms: readonly string[]): string {
  const text = plainTextOfMarkdown(markdown);
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = matchRanges(text, terms)[0];
  const from = first ? wordStart(text, Math.max(0, first[0] - CONTEXT_BEFORE)) : 0;
  const cut = from + SNIPPET_LENGTH;
  if (cut >= text.length) return `${from > 0 ? '…' : ''}${text.slice(from)}`;
  const to = Math.max(wordStart(text, cut) - 1, first ? first[1] : from + 1);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trimEnd()}…`;
}
