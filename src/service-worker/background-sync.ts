/// <reference lib="webworker" />
import { sendQueue, SYNC_MESSAGE, SYNC_TAG } from '../client/features/offline/queueStore';

declare const self: ServiceWorkerGlobalScope;
type SyncEvent = ExtendableEvent & { tag: string };

/** How long an open page has to say it sends the queue itself, before the worker sends it. */
const PAGE_TAKES_IT_MS = 2000;

/**
 * Asks an open page to send the queue, and resolves true if it says it will. A page that does
 * not (one closing, or a screen of the app that keeps no queue) stays silent.
 */
function pageTakesIt(page: Client): Promise<boolean> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), PAGE_TAKES_IT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    page.postMessage(SYNC_MESSAGE, [channel.port2]);
  });
}

/**
 * Background Sync (issue 37), where the browser has it: the page asks for it when it keeps an
 * entry offline, and the browser wakes this worker once the connection is back, even if every tab
 * has closed. An open page that keeps the queue sends it itself (it also puts the saved entries in
 * its feed); otherwise the worker sends it. The server takes a repeated entry as the same one, so
 * the two never add an entry twice.
 */
export function handleBackgroundSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(
      self.clients.matchAll({ type: 'window' }).then(async (pages) => {
        if ((await Promise.all(pages.map(pageTakesIt))).includes(true)) return;
        // Anything still waiting makes the browser try again later (a rejected sync is retried).
        if ((await sendQueue(() => true, () => {})) === 'later') throw new Error('Entries still wait for the server.');
      }),
    );
  });
}
