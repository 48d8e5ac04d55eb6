import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import { trpc } from '../../lib/trpc';
import { changeFeeds, type Entry, feedKey, invalidateDerived } from '../entries/entryCache';
import { type PendingEntry, showPending } from './pendingStore';
import { clearQueue, putQueued, type QueuedEntry, readQueue, removeQueued, sendQueue, SYNC_MESSAGE, SYNC_TAG } from './queueStore';

/**
 * The page's side of the offline queue (issue 37): keeps an entry logged without a connection,
 * shows the waiting ones in the feed, and sends them, in order, when the app starts, when the
 * browser says it is online again, when the service worker's Background Sync asks, and a little
 * later again when the server could not be reached.
 */

const RETRY_MS = 15_000;
let signedIn: { userId: string; queryClient: QueryClient } | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let nextSeq = 0;

const toPending = (record: QueuedEntry): PendingEntry => ({
  id: record.id,
  profileId: record.profileId,
  shown: record.shown as unknown as Entry,
  conflict: record.conflict,
  waitingImages: record.images.filter((image) => !image.key).length,
});

/** Shows the signed-in account's waiting entries (every one this browser holds when no account is known, offline). */
async function publish() {
  const records = await readQueue();
  showPending(records.filter((record) => !signedIn || record.userId === signedIn.userId).map(toPending));
}

/** Reads and shows the queue without an account (the app opened offline), sending nothing. */
export const showWaiting = () => publish();

/** Starts the queue for the signed-in account: shows what waits, and sends it if there is a connection. */
export async function startQueue(userId: string, queryClient: QueryClient) {
  const first = signedIn === null;
  signedIn = { userId, queryClient };
  if (first) {
    window.addEventListener('online', () => void sendWaiting());
    navigator.serviceWorker?.addEventListener('message', (event) => {
      if (event.data !== SYNC_MESSAGE) return;
      event.ports[0]?.postMessage('sending'); // the worker leaves it to this page
      void sendWaiting();
    });
  }
  await publish();
  await sendWaiting();
}

/** Asks the service worker to send the queue when the connection is back, even if this tab has closed by then. */
async function askForBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => {});
}

/** Keeps an entry logged without a connection; it shows at once as waiting. */
export async function keepOffline(item: { userId: string; profileId: string; id: string; loggedAt: string; entry: NewEntryInput; shown: Entry; files?: File[] }) {
  const seq = Math.max(Date.now(), nextSeq + 1);
  nextSeq = seq;
  const images = (item.files ?? []).map((file) => ({ name: file.name, type: file.type, blob: file as Blob, key: null }));
  await putQueued({ ...item, seq, images, shown: item.shown as unknown as QueuedEntry['shown'], conflict: null });
  await publish();
  void askForBackgroundSync().catch(() => {});
}

/** The saved row in place of its waiting card, at the top of the first page of the feeds that show its type. */
function addSaved(queryClient: QueryClient, profileId: string, saved: Entry) {
  changeFeeds(queryClient, profileId, (entries, page, filter) =>
    page === 0 && (filter === null || filter === saved.type) && !entries.some((entry) => entry.id === saved.id) ? [saved, ...entries] : entries,
  );
}

let sending: Promise<void> | null = null;
let askedAgain = false;

/** Sends the signed-in account's waiting entries, one run at a time; asked during a run, it runs once more after it. */
export function sendWaiting(): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = sendRun().finally(() => {
    sending = null;
    if (askedAgain) {
      askedAgain = false;
      void sendWaiting();
    }
  });
  return sending;
}

async function sendRun() {
  const account = signedIn;
  if (!account || !navigator.onLine) return;
  if (retry) clearTimeout(retry);
  const touched = new Set<string>();
  const result = await sendQueue(
    (record) => record.userId === account.userId,
    async (record, outcome) => {
      if (outcome.kind === 'saved') addSaved(account.queryClient, record.profileId, outcome.entry as unknown as Entry);
      touched.add(record.profileId);
      await publish();
    },
  ).catch(() => 'later' as const);
  for (const profileId of touched) {
    void account.queryClient.invalidateQueries({ queryKey: feedKey(profileId) });
    invalidateDerived(account.queryClient, profileId);
  }
  if (touched.size > 0) void account.queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.billing.usage) });
  if (result === 'later' && navigator.onLine) retry = setTimeout(() => void sendWaiting(), RETRY_MS);
}

/** Forgets a waiting entry (the Discard button of a refused one). */
export async function discardQueued(id: string) {
  await removeQueued(id);
  await publish();
}

/** Forgets every waiting entry of this browser (on sign-out: they are the account's words). */
export async function forgetQueue() {
  signedIn = null;
  await clearQueue();
  showPending([]);
}
