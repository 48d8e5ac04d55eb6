import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NewEntryInput } from '../../../shared/schemas/entries';
import { lazyModule } from '../../lib/lazyModule';
import { preloadWhenIdle } from '../../lib/lazyWithPreload';
import { optimisticEntry } from '../entries/optimisticEntry';
import { isOfflineKey, splitOfflineImages } from '../images/offlineImages';

export { type PendingEntry, usePendingEntries } from './pendingStore';

/**
 * The offline queue (issue 37) as the main screen reaches it: its code (IndexedDB, sending) is a
 * chunk of its own, `entryQueue`, fetched once the browser is idle.
 */
export const entryQueue = lazyModule(() => import('./entryQueue'));

/** The signed-in account, whose entries the queue keeps and sends. */
let currentUserId: string | null = null;

/** Keeps an entry logged without a connection in the queue, shown at once as waiting. */
export async function keepEntryOffline(item: { profileId: string; id: string; loggedAt: string; entry: NewEntryInput }) {
  const userId = currentUserId;
  if (!userId) throw new Error('No account is signed in.');
  // Images attached offline go into the queue as files; those uploaded before stay keys.
  const { keys, files } = splitOfflineImages(item.entry.images);
  const entry = { ...item.entry, images: keys };
  const [queue, shown] = await Promise.all([entryQueue.load(), optimisticEntry(entry, item)]);
  if (!shown) throw new Error('The entry is not one the server would take.');
  await queue.keepOffline({ ...item, entry, files, userId, shown });
  // Images kept while offline, saved once the connection is back: they go at once.
  if (navigator.onLine) void queue.sendWaiting();
}

/** Whether an entry holds images that wait on this device, so it must go through the queue. */
export const hasOfflineImages = (entry: NewEntryInput) => (entry.images ?? []).some(isOfflineKey);

/**
 * Starts the queue for the signed-in account once the browser is idle: its waiting entries show,
 * and go to the server if there is a connection (the app's start is one of the times it sends).
 */
export function useEntryQueue(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    currentUserId = userId;
    if (userId) preloadWhenIdle(() => entryQueue.load().then((queue) => queue.startQueue(userId, queryClient)));
  }, [userId, queryClient]);
}
