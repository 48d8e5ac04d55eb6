import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../../src/client/features/entries/MarkdownText';
import { isPlainNotes, plainParagraphs } from '../../src/client/features/entries/plainNotes';

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
});
