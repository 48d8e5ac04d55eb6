import { FIRST_BATCH_KEY, signedInHint } from './signedInHint';

/** Longer is not a batch this app sends; it is not kept. */
const MAX_KEPT_URL_LENGTH = 4_000;

declare global {
  interface Window {
    /** The first batch, sent by the signed-in preload script before the app's code arrived (see signed-in-preload.ts). */
    attuneEarlyBatch?: { url: string; answer: Promise<Response> };
  }
}

/**
 * Keeps the main screen's first batch when it is the whole first screen (the session with a
 * journal's feed: a browser that has shown a journal before), and forgets any other, so the next
 * load sends early only what it will ask for.
 */
function keepForNextLoad(url: string) {
  const calls = new URL(url, location.origin).pathname.split('/').pop()!.split(',');
  const whole = calls.includes('auth.session') && calls.includes('entries.list');
  if (whole && signedInHint.wasSignedIn() && url.length <= MAX_KEPT_URL_LENGTH) localStorage.setItem(FIRST_BATCH_KEY, url);
  else localStorage.removeItem(FIRST_BATCH_KEY);
}

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
let firstQuery = true;

/**
 * Issue 39: the tRPC link's fetch. On a cold load the main screen's first batch (session,
 * profiles, saved buttons, the first page of the feed) could leave only once the app's code had
 * arrived and run, a round trip after it. The main screen's first batch is the same from one load
 * to the next, so its URL is kept here, and the next load's preload script sends it while the code
 * is still arriving; this hands the app that answer when it asks for the same URL first, and sends
 * anything else as usual. A query is a GET without side effects, so an early answer that goes
 * unused costs one request and nothing more.
 */
export const earlyFirstBatchFetch: typeof fetch = (input, init) => {
  if ((init?.method ?? 'GET') !== 'GET' || !firstQuery) return fetch(input, init);
  firstQuery = false;
  const url = urlOf(input);
  if (location.pathname === '/') keepForNextLoad(url);
  const early = window.attuneEarlyBatch;
  delete window.attuneEarlyBatch;
  return early?.url === url ? early.answer.catch(() => fetch(input, init)) : fetch(input, init);
};
