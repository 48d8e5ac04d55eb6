import { describe, expect, it } from 'vitest';
import { type BuiltChunk, shellAnswer, shellFiles } from '../../src/shared/domain/offline-shell';

const chunk = (fileName: string, name: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name,
  modules: [name],
  isEntry: false,
  imports: [],
  css: [],
  ...fields,
});

const CHUNKS = [
  chunk('assets/index-a1.js', 'index', { isEntry: true, imports: ['assets/react-b2.js'], css: ['assets/index-c3.css'] }),
  chunk('assets/react-b2.js', 'react'),
  chunk('assets/HomePage-d4.js', 'HomePage', { imports: ['assets/feed-e5.js'] }),
  chunk('assets/feed-e5.js', 'feed'),
  chunk('assets/OnboardingPage-f6.js', 'OnboardingPage'),
  // grouped into a larger chunk (the build's journal group), found by its module
  chunk('assets/journal-h8.js', 'journal', { modules: ['SignedInLayout', 'QuickAddPanel'] }),
  chunk('assets/ActivityFeed-m3.js', 'ActivityFeed', { imports: ['assets/EntryCard-n4.js'] }),
  chunk('assets/EntryCard-n4.js', 'EntryCard'),
  chunk('assets/LoginPage-i9.js', 'LoginPage'),
  chunk('assets/LegalPage-j0.js', 'LegalPage'),
  chunk('assets/entryQueue-k1.js', 'entryQueue'),
  chunk('assets/WaitingWhileOffline-l2.js', 'WaitingWhileOffline'),
  chunk('assets/entries-o5.js', 'entries', { imports: ['assets/zod-p6.js'] }),
  chunk('assets/zod-p6.js', 'zod'),
  chunk('assets/LoadedToaster-q7.js', 'LoadedToaster'),
  chunk('assets/AccountMenu-r8.js', 'AccountMenu'),
  chunk('assets/InsightsSection-g7.js', 'InsightsSection'),
];
const OUTPUT = ['index.html', 'index.html.gz', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'sounds/yay.mp3', 'sw.js'];

describe('the files the service worker keeps', () => {
  const kept = shellFiles(CHUNKS, OUTPUT);

  it('keeps the page, the entry with its imports and CSS, and the pages worth opening offline with theirs', () => {
    expect(kept).toEqual(
      expect.arrayContaining(['/', '/assets/index-a1.js', '/assets/react-b2.js', '/assets/index-c3.css', '/assets/HomePage-d4.js', '/assets/feed-e5.js', '/assets/OnboardingPage-f6.js']),
    );
  });

  it('keeps a page grouped into a larger chunk, and the feed the main screen fetches after its tiles', () => {
    expect(kept).toEqual(expect.arrayContaining(['/assets/journal-h8.js', '/assets/ActivityFeed-m3.js', '/assets/EntryCard-n4.js']));
  });

  it('keeps what the page fetches when first needed, as it may be by then without a connection: the entry rules with zod, the toasts and the account menu', () => {
    expect(kept).toEqual(expect.arrayContaining(['/assets/entries-o5.js', '/assets/zod-p6.js', '/assets/LoadedToaster-q7.js', '/assets/AccountMenu-r8.js']));
  });

  it('keeps the favicon, the manifest and its icons', () => {
    expect(kept).toEqual(expect.arrayContaining(['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']));
  });

  it('leaves out what the shell does not start with: other lazy chunks, sounds, compressed copies, the worker itself', () => {
    for (const path of ['/assets/InsightsSection-g7.js', '/sounds/yay.mp3', '/index.html.gz', '/index.html', '/sw.js']) expect(kept).not.toContain(path);
  });

  it('never keeps an API, image or dev path, whatever the build holds', () => {
    const odd = [chunk('trpc/index.js', 'index', { isEntry: true }), chunk('api/images/x.js', 'HomePage')];
    const kept = shellFiles([...odd, ...CHUNKS.filter((page) => page.name !== 'HomePage')], ['dev/outbox.png']);
    expect(kept.filter((path) => /^\/(trpc|api|dev)\//.test(path))).toEqual([]);
  });

  it('fails the build when a page it should keep has no chunk of that name (renamed or merged)', () => {
    expect(() => shellFiles(CHUNKS.filter((page) => page.name !== 'LoginPage'), OUTPUT)).toThrow(/LoginPage/);
  });
});

describe('how the service worker answers a request', () => {
  const origin = 'https://attune.example';
  const kept = new Set(['/', '/assets/index-a1.js', '/favicon.svg']);
  const answer = (url: string, fields: { method?: string; mode?: string } = {}) =>
    shellAnswer({ method: fields.method ?? 'GET', mode: fields.mode ?? 'no-cors', url: `${origin}${url}` }, origin, kept);

  it('answers kept files from its copy', () => {
    expect(answer('/assets/index-a1.js', { mode: 'cors' })).toBe('kept-copy');
    expect(answer('/favicon.svg')).toBe('kept-copy');
  });

  it('asks the network for pages first, with the kept shell when it fails', () => {
    expect(answer('/', { mode: 'navigate' })).toBe('page-or-shell');
    expect(answer('/onboarding?step=2', { mode: 'navigate' })).toBe('page-or-shell');
  });

  it('leaves journal data, images, sign-in and the dev outbox to the network, pages included', () => {
    expect(answer('/trpc/entries.list?batch=1', { mode: 'cors' })).toBe('network');
    expect(answer('/trpc', { mode: 'cors' })).toBe('network');
    expect(answer('/api/images/abc')).toBe('network');
    expect(answer('/api/auth/google/callback?code=x', { mode: 'navigate' })).toBe('network');
    expect(answer('/dev/outbox', { mode: 'navigate' })).toBe('network');
  });

  it('leaves writes, other sites and files it does not keep to the network', () => {
    expect(answer('/assets/index-a1.js', { method: 'POST' })).toBe('network');
    expect(shellAnswer({ method: 'GET', mode: 'no-cors', url: 'https://lh3.googleusercontent.com/a.png' }, origin, kept)).toBe('network');
    expect(answer('/sounds/yay.mp3')).toBe('network');
    expect(answer('/favicon.svg?v=2')).toBe('network');
  });
});
