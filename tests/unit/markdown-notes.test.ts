import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownText } from '../../src/client/features/entries/MarkdownText';
import { NoteImage } from '../../src/client/features/entries/NoteImage';
import { noteLinkAddress } from '../../src/shared/domain/note-links';

const ORIGIN = 'https://attune.example';
const render = (text: string) => renderToStaticMarkup(createElement(MarkdownText, { text }));
/** A Markdown image as MarkdownText hands it over (its address through the link rule), drawn. */
const image = (src: string, alt: string) => renderToStaticMarkup(createElement(NoteImage, { src: noteLinkAddress(src), alt }));

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

  it('keeps only http, https, irc, ircs, mailto, xmpp and relative addresses, however a scheme is spelled', () => {
    for (const kept of ['https://example.com', 'HTTP://example.com', 'mailto:me@example.com', 'xmpp:me@example.com', 'ircs://irc.example.net', '/api/images/a.webp', 'notes/today', 'a/b:c', '?q=a:b', '#at:noon', '']) {
      expect(noteLinkAddress(kept), kept).toBe(kept);
    }
    for (const refused of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'data:text/html,<b>', 'vbscript:x', 'ftp://files.example.com', 'file:///etc/passwd']) {
      expect(noteLinkAddress(refused), refused).toBe('');
    }
  });

  it('draws CommonMark: tight and loose lists, references, code, quotes, and leaves raw HTML out', () => {
    expect(render('- a\n- b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(render('- a\n\n- b')).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
    expect(render('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(render('[ok][r]\n\n[r]: https://example.com "T"')).toBe(
      '<p><a href="https://example.com" title="T" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
    );
    expect(render('> [q]: /notes "in a quote"\n\n[x][q]')).toBe(
      '<blockquote></blockquote><p><a href="/notes" title="in a quote" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(render('[evil][e]\n\n[e]: javascript:alert(1)')).toBe('<p><span>evil <span class="text-xs text-slate-500">(link removed)</span></span></p>');
    expect(render('> **so** _tired_\n\n    code\n\n`x`')).toBe('<blockquote><p><strong>so</strong> <em>tired</em></p></blockquote><pre><code>code</code></pre><p><code>x</code></p>');
    expect(render('# Day\n\na <b onclick="x()">raw</b> c\n\n<iframe src="javascript:x"></iframe>')).toBe('<h1>Day</h1><p>a raw c</p>');
  });

  it('draws what is nested deeper than it draws elements as words, without overflowing the stack', () => {
    const deep = render(`${'**a '.repeat(60)}end`);
    expect(deep).toContain('end');
    expect(deep.match(/<strong>/g)?.length ?? 0).toBeLessThanOrEqual(32);
  });

  it('never drops a Markdown image without a trace', () => {
    expect(render('before ![my walk](/api/images/walk.webp) after')).toContain('<img src="/api/images/walk.webp" alt="my walk"');
    expect(render('![a cat](https://cdn.example.com/cat.png)')).toContain('>Image: a cat (cdn.example.com)</a>');
  });
});
