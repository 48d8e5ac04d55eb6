import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultUrlTransform } from 'react-markdown';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownText } from '../../src/client/features/entries/MarkdownText';
import { NoteImage } from '../../src/client/features/entries/NoteImage';

const ORIGIN = 'https://attune.example';
const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));
/** A Markdown image as MarkdownText hands it over (its address through the link rule), drawn. */
const image = (src: string, alt: string) => renderToStaticMarkup(createElement(NoteImage, { src: defaultUrlTransform(src), alt }));

describe('notes as Markdown', () => {
  // Each test: the unit project undoes stubbed globals after every test.
  beforeEach(() => vi.stubGlobal('location', { origin: ORIGIN }));
  afterAll(() => vi.unstubAllGlobals());

  it('keeps the line breaks a person typed in the paragraph (MarkdownNotes draws them, [&_p]:whitespace-pre-line)', () => {
    expect(render('Woke up tired\nwalked it off')).toBe('<p>Woke up tired\nwalked it off</p>');
  });

  it('marks a link whose address was refused, so its words are not left stray', () => {
    for (const text of ['[x](javascript:alert(1))', '[ftp](ftp://files.example.com/report.pdf)', '<ftp://files.example.com>']) {
      const html = render(text);
      expect(html, text).toContain('(link removed)');
      expect(html, text).not.toContain('href');
    }
    expect(render('[safe](https://example.com)')).toBe('<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">safe</a></p>');
  });

  it('draws the app’s own photos and offers any other picture as a link, loading nothing from it', () => {
    expect(image('/api/images/walk.webp', 'my walk')).toContain('<img src="/api/images/walk.webp" alt="my walk" loading="lazy"');
    for (const src of ['https://cdn.example.com/cat.png', 'http://old.example.org/cat.png', '//tracker.example.net/cat.png']) {
      const html = image(src, 'a cat');
      expect(html, src).not.toContain('<img');
      expect(html, src).toMatch(/^<a href="[^"]+cat\.png" target="_blank" rel="noopener noreferrer nofollow">Image: a cat \([a-z.]+\)<\/a>$/);
    }
    expect(image('javascript:alert(1)', 'pixel')).toBe('<span>pixel <span class="text-xs text-slate-500">(image removed)</span></span>');
  });

  it('never drops a Markdown image without a trace', () => {
    expect(render('before ![my walk](/api/images/walk.webp) after')).toContain('<img src="/api/images/walk.webp" alt="my walk"');
    expect(render('![a cat](https://cdn.example.com/cat.png)')).toContain('>Image: a cat (cdn.example.com)</a>');
  });
});
