import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarkdownText } from '../../src/client/features/entries/MarkdownText';

const ORIGIN = 'https://attune.example';
const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));

describe('notes as Markdown', () => {
  beforeAll(() => vi.stubGlobal('window', { location: { origin: ORIGIN } }));
  afterAll(() => vi.unstubAllGlobals());

  it('keeps the line breaks a person typed', () => {
    expect(render('Woke up tired\nwalked it off\n\nbetter now')).toBe('<p>Woke up tired<br/>\nwalked it off</p>\n<p>better now</p>');
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
    expect(render('![my walk](/api/images/walk.webp)')).toContain('<img src="/api/images/walk.webp" alt="my walk" loading="lazy"');
    for (const src of ['https://cdn.example.com/cat.png', 'http://old.example.org/cat.png', '//tracker.example.net/cat.png']) {
      const html = render(`![a cat](${src})`);
      expect(html, src).not.toContain('<img');
      expect(html, src).toMatch(/<a href="[^"]+cat\.png" target="_blank" rel="noopener noreferrer nofollow">Image: a cat \([a-z.]+\)<\/a>/);
    }
    expect(render('![pixel](javascript:alert(1))')).toBe('<p><span>pixel <span class="text-xs text-slate-500">(image removed)</span></span></p>');
  });
});
