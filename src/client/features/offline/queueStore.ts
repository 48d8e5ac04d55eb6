import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { FREE_PLAN_LIMITS } from '../../../shared/domain/plans';
import type { NewEntryInput } from '../../../shared/schemas/entries';

/**
 * The entries waiting on this device to be sent (issue 37), in IndexedDB, read and written by the
 * page and by the service worker's Background Sync alike: so this module uses only what both have
 * (IndexedDB, fetch, Web Locks), nothing of the page.
 */

/** An image attached while offline: the file itself until it is uploaded, then its storage key. */
export interface QueuedImage {
  name: string;
  type: string;
  blob: Blob;
  key: string | null;
}

/** What the card shows (the entry as the shared schema completes it); opaque to this module. */
export type ShownEntry = { id: string; timestamp: string; type: string } & Record<string, unknown>;

export interface QueuedEntry {
  /** The entry's id, made on this device: sent again, it is the same entry. */
  id: string;
  /** The order it was logged in, which is the order it is sent in. */
  seq: number;
  /** The account that logged it; the page shows and sends only the signed-in account's. */
  userId: string;
  profileId: string;
  /** When it was logged on this device (ISO), kept by the server as the entry's time. */
  loggedAt: string;
  /** The entry as the flow made it; its `images` are keys uploaded before the connection went. */
  entry: NewEntryInput;
  /** Images attached without a connection, uploaded just before the entry. */
  images: QueuedImage[];
  shown: ShownEntry;
  /** Why the server will not take it (the journal is gone, the plan is full...), or null while it waits. */
  conflict: string | null;
}

interface QueueSchema extends DBSchema {
  entries: { key: string; value: QueuedEntry; indexes: { seq: number } };
}

const DB_NAME = 'attune-offline';
/** The Background Sync tag the page registers and the service worker answers. */
export const SYNC_TAG = 'attune-entries';
/** The message the service worker sends an open page to have it send the queue itself; the page answers on the port it comes with. */
export const SYNC_MESSAGE = 'attune-sync-entries';

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;
const database = () =>
  (opened ??= openDB<QueueSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' }).createIndex('seq', 'seq');
    },
  }));

/** Every waiting entry of this browser, oldest first. */
export async function readQueue(): Promise<QueuedEntry[]> {
  return (await database()).getAllFromIndex('entries', 'seq');
}

export async function putQueued(record: QueuedEntry): Promise<void> {
  await (await database()).put('entries', record);
}

export async function removeQueued(id: string): Promise<void> {
  await (await database()).delete('entries', id);
}

export async function clearQueue(): Promise<void> {
  await (await database()).clear('entries');
}

/** One sender at a time across tabs and the service worker (Web Locks where the browser has them). */
export function oneSenderAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request('attune-entry-queue', work) as Promise<T>) : work();
}

export type SendOutcome =
  | { kind: 'saved'; entry: ShownEntry }
  /** The server will not take it, whatever is tried again: the card says why. */
  | { kind: 'refused'; message: string }
  /** No answer, or one worth waiting out (signed out, the server busy): tried again later. */
  | { kind: 'later' };

type ErrorBody = { error?: { message?: string; data?: { code?: string; reason?: string | null } } };

/** The card's words for a refusal: what happened to the journal in the meantime, in plain terms. */
export function conflictMessage(body: ErrorBody): string {
  const { message, data } = body.error ?? {};
  if (data?.reason === 'EVENT_LIMIT_REACHED') {
    return `Not saved: the journal's free plan reached its limit of ${FREE_PLAN_LIMITS.events} entries while this waited.`;
  }
  if (data?.code === 'NOT_FOUND') return 'Not saved: this journal was deleted, or you no longer have access to it.';
  if (data?.code === 'FORBIDDEN') return 'Not saved: you can no longer add entries to this journal.';
  return `Not saved. ${message ?? 'The server refused this entry.'}`;
}

const LATER_STATUSES = new Set([401, 408, 425, 429]);
const isLater = (status: number) => LATER_STATUSES.has(status) || status >= 500;

async function uploadImage(profileId: string, image: QueuedImage): Promise<{ key: string } | SendOutcome> {
  const form = new FormData();
  form.set('file', new File([image.blob], image.name, { type: image.type }));
  const response = await fetch(`/api/images?profileId=${encodeURIComponent(profileId)}&source=file`, { method: 'POST', body: form }).catch(() => null);
  if (!response || isLater(response.status)) return { kind: 'later' };
  const body = (await response.json().catch(() => null)) as { key?: string; error?: { message?: string } } | null;
  if (response.ok && body?.key) return { key: body.key };
  return { kind: 'refused', message: `Not saved: ${image.name}: ${body?.error?.message ?? 'the image could not be uploaded.'}` };
}

/**
 * Sends one waiting entry: its images first (each key kept as soon as it is known, so a retry does
 * not upload it twice), then the entry with the id and time made on this device.
 */
export async function sendQueued(record: QueuedEntry): Promise<SendOutcome> {
  for (const image of record.images) {
    if (image.key) continue;
    const uploaded = await uploadImage(record.profileId, image);
    if (!('key' in uploaded)) return uploaded;
    image.key = uploaded.key;
    await putQueued(record);
  }
  const images = [...(record.entry.images ?? []), ...record.images.flatMap((image) => (image.key ? [image.key] : []))];
  const input = { profileId: record.profileId, entry: { ...record.entry, images }, id: record.id, loggedAt: record.loggedAt };
  const response = await fetch('/trpc/entries.add', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => null);
  if (!response || isLater(response.status)) return { kind: 'later' };
  const body = (await response.json().catch(() => null)) as ({ result?: { data?: ShownEntry } } & ErrorBody) | null;
  if (response.ok && body?.result?.data) return { kind: 'saved', entry: body.result.data };
  return body?.error ? { kind: 'refused', message: conflictMessage(body) } : { kind: 'later' };
}

/**
 * Sends the waiting entries in the order they were logged, stopping at the first that cannot go
 * yet (so none overtakes another); one the server refuses is kept with its reason and the rest go
 * on. `onSettled` hears of each entry saved or refused. Answers 'later' when some must wait.
 */
export function sendQueue(
  accepts: (record: QueuedEntry) => boolean,
  onSettled: (record: QueuedEntry, outcome: Exclude<SendOutcome, { kind: 'later' }>) => void | Promise<void>,
): Promise<'sent' | 'later'> {
  return oneSenderAtATime(async () => {
    for (const record of await readQueue()) {
      if (record.conflict || !accepts(record)) continue;
      const outcome = await sendQueued(record);
      if (outcome.kind === 'later') return 'later';
      if (outcome.kind === 'saved') await removeQueued(record.id);
      else await putQueued({ ...record, conflict: outcome.message });
      await onSettled(record, outcome);
    }
    return 'sent';
  });
}
