import { createTRPCClient, httpLink } from '@trpc/client';
import { useSyncExternalStore } from 'react';
import type { AppRouter } from '../../../worker/routers';

type PendingDelete = { profileId: string; id: string; sending: boolean };

/**
 * Entries deleted in the feed whose delete the server has not yet confirmed. The feed hides them
 * at once; the delete is sent when the Undo toast closes. If the page is left before that, the
 * waiting deletes go out in keepalive requests, which the browser delivers after the page is gone.
 */
let pending: ReadonlyMap<string, PendingDelete> = new Map();
const listeners = new Set<() => void>();

function replace(next: ReadonlyMap<string, PendingDelete>) {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function holdDelete(profileId: string, id: string) {
  replace(new Map(pending).set(id, { profileId, id, sending: false }));
}

/** Marks a held delete as on its way; false if it was undone or already sent. */
export function startSending(id: string): boolean {
  const held = pending.get(id);
  if (!held || held.sending) return false;
  replace(new Map(pending).set(id, { ...held, sending: true }));
  return true;
}

/** Forgets the delete: the entry shows again unless the feed has dropped it. */
export function releaseDelete(id: string) {
  if (!pending.has(id)) return;
  const next = new Map(pending);
  next.delete(id);
  replace(next);
}

export function usePendingDeletes(): ReadonlyMap<string, unknown> {
  return useSyncExternalStore(subscribe, () => pending);
}

/** One request per call, each kept alive, so the browser delivers it after the page is gone. */
const keepaliveClient = createTRPCClient<AppRouter>({
  links: [httpLink({ url: '/trpc', fetch: (url, init) => fetch(url, { ...(init as RequestInit), keepalive: true }) })],
});

window.addEventListener('pagehide', () => {
  for (const { profileId, id, sending } of pending.values()) {
    if (!sending) void keepaliveClient.entries.delete.mutate({ profileId, id }).catch(() => undefined);
  }
  // Still hidden if the page comes back from the back-forward cache; the toasts will not resend.
  replace(new Map([...pending].map(([id, held]) => [id, { ...held, sending: true }])));
});
