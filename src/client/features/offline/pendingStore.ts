import { useMemo, useSyncExternalStore } from 'react';
import type { Entry } from '../entries/entryCache';

/** The entries waiting on this device to be sent (issue 37), as the feed shows them. */
export interface PendingEntry {
  id: string;
  profileId: string;
  /** The card's entry: the device's id and logging time. */
  shown: Entry;
  /** Why the server will not take it, or null while it waits. */
  conflict: string | null;
  /** Images attached offline, uploaded with the entry. */
  waitingImages: number;
}

let pending: readonly PendingEntry[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** What the queue holds now, for the feed to show. */
export function showPending(entries: readonly PendingEntry[]) {
  pending = entries;
  listeners.forEach((listener) => listener());
}

/** The waiting entries of one journal (of every journal with null), oldest first. */
export function usePendingEntries(profileId: string | null): readonly PendingEntry[] {
  const all = useSyncExternalStore(subscribe, () => pending);
  return useMemo(() => (profileId === null ? all : all.filter((entry) => entry.profileId === profileId)), [all, profileId]);
}
