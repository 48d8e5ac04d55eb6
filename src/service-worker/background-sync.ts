/// <reference lib="webworker" />
import { sendQueue, SYNC_MESSAGE, SYNC_TAG } from '../client/features/offline/queueStore';

declare const self: ServiceWorkerGlobalScope;
type SyncEvent = ExtendableEvent & { tag: string };

/**
 * Background Sync (issue 37), where the browser has it: the page asks for it when it keeps an
 * entry offline, and the browser wakes this worker once the connection is back, even if every tab
 * has closed. An open page sends the queue itself (it also puts the saved entries in its feed);
 * with none open, the worker sends it. The server takes a repeated entry as the same one, so the
 * two never add an entry twice.
 */
export function handleBackgroundSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(
      self.clients.matchAll({ type: 'window' }).then(async (pages) => {
        if (pages.length > 0) return pages.forEach((page) => page.postMessage(SYNC_MESSAGE));
        // Anything still waiting makes the browser try again later (a rejected sync is retried).
        if ((await sendQueue(() => true, () => {})) === 'later') throw new Error('Entries still wait for the server.');
      }),
    );
  });
}
