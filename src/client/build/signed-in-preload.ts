import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_BATCH_KEY, SIGNED_IN_HINT_KEY } from '../features/auth/signedInHint.ts';
import { chunkClosure, holdsPage } from '../../shared/domain/offline-shell.ts';
import { builtChunks } from './built-chunks.ts';

/** The modules of what a browser that was signed in opens: the journal and its frame (its chunk: see signedInChunk). */
export const SIGNED_IN_SCREEN = ['/app/SignedInLayout.tsx', '/features/journal/HomePage.tsx'];
const SIGNED_IN_PAGES = SIGNED_IN_SCREEN.map((path) => basename(path, extname(path)));

/**
 * The script: for a browser that was signed in, the journal's chunks and styles are asked for at
 * once, and on the main screen its first batch of API calls too, as the last load sent it (see
 * earlyFirstBatch.ts, which hands the answer to the app).
 */
function preloadScript(files: string[]): string {
  const links = files.map((file) => ({ href: `/${file}`, rel: file.endsWith('.css') ? 'preload' : 'modulepreload' }));
  return `if (localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT_KEY)}) === '1') {
  for (const { href, rel } of ${JSON.stringify(links)}) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') link.as = 'style';
    document.head.append(link);
  }
  const batch = localStorage.getItem(${JSON.stringify(FIRST_BATCH_KEY)});
  if (batch && batch.startsWith('/trpc/') && location.pathname === '/') {
    const answer = fetch(batch, { credentials: 'same-origin' });
    answer.catch(() => {});
    window.attuneEarlyBatch = { url: batch, answer };
  }
}
`;
}

/**
 * Issue 39: the journal's chunks were asked for only once the entry chunk had arrived and run, a
 * second wave on a slow link. A tiny script beside the entry, fetched with it, asks for them as
 * soon as it runs, but only in a browser that was signed in (the session cookie is HttpOnly; the
 * hint is the app's own guess), so a visitor's landing loads nothing more. A file rather than an
 * inline script: the page's Content-Security-Policy allows scripts from the origin only.
 */
export function signedInPreload(): Plugin {
  let scriptFile: string | null = null;
  return {
    name: 'attune-signed-in-preload',
    apply: 'build',
    // Vite writes index.html in its own generateBundle, which runs after this one.
    generateBundle(_options, bundle) {
      const chunks = builtChunks(bundle);
      const entries = new Set(chunkClosure(chunks, chunks.filter((chunk) => chunk.isEntry)));
      const pages = chunks.filter((chunk) => SIGNED_IN_PAGES.some((page) => holdsPage(chunk, page)));
      if (!SIGNED_IN_PAGES.every((page) => pages.some((chunk) => holdsPage(chunk, page)))) throw new Error(`The build has no chunk for one of ${SIGNED_IN_PAGES.join(', ')}.`);
      const source = preloadScript(chunkClosure(chunks, pages).filter((file) => !entries.has(file)));
      scriptFile = `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) throw new Error('The signed-in preload script was not made before index.html.');
        return [{ tag: 'script', attrs: { type: 'module', src: `/${scriptFile}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
