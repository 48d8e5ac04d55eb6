/**
 * What the service worker keeps so the app opens without a connection: the page (as `/`), the
 * code that the entry and the pages worth opening offline start with, the favicon, the manifest and
 * its icons. Journal data, images and the dev outbox are never kept: their paths are left to the
 * network, untouched.
 */
export const SHELL_URL = '/';

/**
 * Their own chunks hold these pages: the signed-in app (its feed fetched after the rest) and the
 * ways into it, the offline queue (issue 37) with the entries it shows when the app opens offline,
 * and what the page fetches only when first needed, which may be after the network has gone: the
 * entry rules (`entries`, the shared schemas with zod) a save checks, the toasts (a deletion's
 * Undo, or what went wrong), and the account menu (signing out, which asks first about entries
 * still waiting on the device).
 */
const SHELL_PAGES = [
  'SignedInLayout',
  'HomePage',
  'ActivityFeed',
  'OnboardingPage',
  'LoginPage',
  'LegalPage',
  'entryQueue',
  'WaitingWhileOffline',
  'entries',
  'LoadedToaster',
  'AccountMenu',
];

const PRIVATE_PATH = /^\/(trpc|api|dev)(\/|$)/;
const SHELL_STATIC_FILE = /^\/(favicon\.svg|manifest\.webmanifest|icons\/[\w-]+\.png|assets\/signed-in-preload-\w+\.js)$/;

/** A built JS chunk as the bundler describes it, with the CSS it brings in. */
export interface BuiltChunk {
  fileName: string;
  name: string;
  /** The names of the files it was made of (without extension): a page grouped into a larger chunk is found by these. */
  modules: string[];
  isEntry: boolean;
  imports: string[];
  css: string[];
}

/** Whether `chunk` holds the page (or module) named `page`, as its own chunk or grouped into a larger one. */
export const holdsPage = (chunk: BuiltChunk, page: string) => chunk.name === page || chunk.modules.includes(page);

/** The built files `roots` need: each root chunk, every chunk it imports (over and over), and their CSS. */
export function chunkClosure(chunks: BuiltChunk[], roots: BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || needed.has(chunk.fileName)) return;
    needed.add(chunk.fileName);
    chunk.css.forEach((css) => needed.add(css));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  roots.forEach(visit);
  return [...needed];
}

/** The URL paths to keep: the chunks the shell needs, with every chunk they import, and the shell's static files. */
export function shellFiles(chunks: BuiltChunk[], outputFiles: string[]): string[] {
  const missing = SHELL_PAGES.filter((name) => !chunks.some((chunk) => holdsPage(chunk, name)));
  if (missing.length > 0) throw new Error(`The build has no chunk for ${missing.join(', ')}: update SHELL_PAGES (offline-shell.ts).`);
  const needed = chunkClosure(chunks, chunks.filter((chunk) => chunk.isEntry || SHELL_PAGES.some((name) => holdsPage(chunk, name))));
  const staticFiles = outputFiles.map((file) => `/${file}`).filter((path) => SHELL_STATIC_FILE.test(path));
  const paths = [SHELL_URL, ...needed.map((file) => `/${file}`), ...staticFiles];
  return [...new Set(paths)].filter((path) => !PRIVATE_PATH.test(path)).sort();
}

export type ShellAnswer = 'kept-copy' | 'page-or-shell' | 'network';

/**
 * How the service worker answers a request: a kept file from its copy; a page from the network,
 * or the kept shell when the network fails; anything else (the API, images, other sites, writes)
 * it leaves alone.
 */
export function shellAnswer(request: { method: string; mode: string; url: string }, origin: string, kept: ReadonlySet<string>): ShellAnswer {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || PRIVATE_PATH.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page-or-shell';
  return kept.has(url.pathname) && !url.search ? 'kept-copy' : 'network';
}
