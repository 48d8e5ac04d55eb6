import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../../src/client/features/entries/MarkdownText';
import { isPlainNotes, nestsTooDeep, plainParagraphs } from '../../src/client/features/entries/plainNotes';

// Whitespace between tags and around line breaks is not drawn (the notes keep HTML's white-space rule).
const drawn = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
const asMarkdown = (text: string) => drawn(renderToStaticMarkup(createElement(MarkdownText, { text })));
const asPlain = (text: string) =>
  drawn(renderToStaticMarkup(createElement(Fragment, null, ...plainParagraphs(text).map((paragraph, index) => createElement('p', { key: index }, paragraph)))));

describe('notes drawn before react-markdown arrives', () => {
  const plain = [
    'A quiet walk after lunch.',
    'First line\nsecond line',
    'One paragraph.\n\n  Another, indented.\n\n\nA third after two blank lines.',
    "It's fine - really, it's 3 o'clock (almost)!",
    'Emoji 😊 and accents: café',
  ];

  it.each(plain)('looks the same as Markdown draws it: %j', (text) => {
    expect(isPlainNotes(text)).toBe(true);
    expect(asPlain(text)).toBe(asMarkdown(text));
  });

  it.each(['A **bright** day', '- a list', '1. first', '# Heading', '> quote', 'a [link](https://example.com)', 'x &amp; y', '`code`', 'under\n===', '    indented code', 'hard  \nbreak'])(
    'waits for Markdown when the notes use its syntax: %j',
    (text) => expect(isPlainNotes(text)).toBe(false),
  );

  it('keeps notes that open too many quotes or list items on one line as text, which the parser would take seconds over', () => {
    for (const deep of ['- '.repeat(3000), '1. '.repeat(3000), '> - '.repeat(2500), `intro\n${'\t* '.repeat(21)}x`, '>'.repeat(5000)]) expect(nestsTooDeep(deep), deep.slice(0, 12)).toBe(true);
    for (const fine of ['- '.repeat(20) + 'x', '> quote\n> - listed', 'a - b - c - d - e - f - g - h - i - j - k - l - m - n - o - p - q - r - s - t - u - v', '2026. 10. 3. 4.']) {
      expect(nestsTooDeep(fine), fine.slice(0, 12)).toBe(false);
    }
  });
});
