import type { Kysely, Transaction } from 'kysely';
import { nanoid } from 'nanoid';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import type { NewEntry } from '../../shared/schemas/entries';
import type { EntryPatch } from '../../shared/schemas/entries';
import { findEntryById, insertEntry, lockEntry, newEntryRow, toEntryDto, type ProfileOwner, softDeleteAllEntries, softDeleteEntry, updateEntry, writeProfileEntries } from '../db/entries';
import { lockOwnUploads, releaseUnreferenced } from '../db/images';
import type { BlobStore } from './blobs/blob-store';
import type { Logger } from '../logging/logger';
import { deleteStoredObjects } from './blobs/delete-objects';
import { consumePlanQuota } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { DomainError, quotaExceeded } from '../domain-error';
import { ENTRY_ID_CHANGED_MESSAGE, ENTRY_ID_DELETED_MESSAGE, ENTRY_ID_TAKEN_MESSAGE, loggedAtRefusal } from '../../shared/domain/offline-entries';

const entryNotFound = () => new DomainError('NOT_FOUND', 'Entry not found.');

/**
 * An entry may only show images uploaded to its own profile. Checked inside the writing
 * transaction, which keeps the uploads locked until the entry that shows them is committed.
 */
async function assertOwnImages(trx: Transaction<Database>, profileId: string, images: readonly string[] | null | undefined) {
  if (images && !(await lockOwnUploads(trx, profileId, images))) {
    throw new DomainError('BAD_REQUEST', 'That image is not one of your uploads.');
  }
}

/**
 * Adds an entry to a profile, counting it against the profile owner's plan in the same
 * transaction: over the free limit nothing is written. An entry logged on a device brings its own
 * id and logging time (issue 37): sent again, the same entry by the same person to the same
 * profile is answered with the stored row and counted once; anything else under that id is refused.
 */
export async function addEntry(db: Kysely<Database>, request: EntryRequest) {
  const refusal = request.loggedAt ? loggedAtRefusal(request.loggedAt, Date.now()) : null;
  if (refusal) throw new DomainError('BAD_REQUEST', refusal);
  // The profile's lock (writeProfileEntries) makes the look-up and the insert one step for its adds.
  return writeProfileEntries(db, request.profileId, async (trx) => {
    const stored = request.id ? await findEntryById(trx, request.id, request.ownerUserId) : undefined;
    if (stored) return sameEntry(stored, request);
    await assertOwnImages(trx, request.profileId, request.entry.images);
    return insertCountedEntry(trx, request);
  });
}

type StoredEntry = NonNullable<Awaited<ReturnType<typeof findEntryById>>>;
const CONTENT_FIELDS = ['type', 'mood_category', 'specific_mood', 'sensation', 'body_region', 'specific_body_region', 'intensity', 'trigger', 'location', 'social', 'environment', 'time_frame', 'notes', 'images'] as const;

/** The stored row when a repeated add is the entry already saved; a readable refusal otherwise. */
function sameEntry(stored: StoredEntry, request: EntryRequest) {
  if (stored.profile_id !== request.profileId || stored.created_by !== request.userId) throw new DomainError('CONFLICT', ENTRY_ID_TAKEN_MESSAGE);
  if (stored.deleted) throw new DomainError('CONFLICT', ENTRY_ID_DELETED_MESSAGE);
  const sent = newEntryRow({ id: stored.id, profileId: request.profileId, createdBy: request.userId, timestamp: stored.timestamp, entry: request.entry });
  // The time is not compared: a first send without an answer may have been stamped by the server.
  const changed = CONTENT_FIELDS.some((field) => JSON.stringify(sent[field]) !== JSON.stringify(stored[field]));
  if (changed) throw new DomainError('CONFLICT', ENTRY_ID_CHANGED_MESSAGE);
  return toEntryDto(stored);
}

/**
 * An entry for a profile, by `userId`; `ownerUserId` owns the profile (known from the access check)
 * and its plan counts it. `id` and `loggedAt` come from the device that logged it, if it did.
 */
export type EntryRequest = { profileId: string; ownerUserId: string; userId: string; entry: NewEntry; id?: string; loggedAt?: Date };

/** Counts the entry against the owner's plan and writes it, inside the caller's transaction. */
export async function insertCountedEntry(trx: Transaction<Database>, request: EntryRequest) {
  const allowed = await consumePlanQuota(trx, request.ownerUserId, 'event_count', FREE_PLAN_LIMITS.events);
  if (!allowed) throw quotaExceeded('EVENT_LIMIT_REACHED');
  const saved = await insertEntry(trx, {
    id: request.id ?? nanoid(),
    profileId: request.profileId,
    ownerUserId: request.ownerUserId,
    createdBy: request.userId,
    timestamp: request.loggedAt ?? new Date(),
    entry: request.entry,
  });
  // Taken by another profile's add at the same moment: the transaction rolls back, the count with it.
  if (!saved) throw new DomainError('CONFLICT', ENTRY_ID_TAKEN_MESSAGE);
  return saved;
}

/**
 * Changes an entry. Images taken off it are deleted from storage once no live entry shows them,
 * after the transaction commits. The change is saved by then, so a failed deletion is logged, not
 * reported.
 */
export async function editEntry({ db, ...deps }: EntryDeps, request: ProfileOwner & { id: string; patch: EntryPatch }) {
  const { entry, released } = await writeProfileEntries(db, request.profileId, async (trx) => {
    const current = await lockEntry(trx, request.profileId, request.id);
    if (!current) throw entryNotFound();
    if (current.type === 'affirmation' && request.patch.intensity !== undefined) {
      throw new DomainError('BAD_REQUEST', 'Affirmations have no intensity.');
    }
    await assertOwnImages(trx, request.profileId, request.patch.images);
    const updated = (await updateEntry(trx, request, request.id, request.patch))!;
    const removed = request.patch.images === undefined ? [] : (current.images ?? []).filter((key) => !updated.images?.includes(key));
    return { entry: updated, released: await releaseUnreferenced(trx, removed) };
  });
  await deleteStoredObjects(deps, released, 'image taken off an entry not deleted from storage');
  return entry;
}

/** What writes that may release images use: the database, the image store and a log for failed deletions. */
type EntryDeps = { db: Kysely<Database>; blobs: BlobStore; logger: Logger };
const IMAGE_NOT_DELETED = 'image of a deleted entry not deleted from storage';

/**
 * Deletes an entry. Its images that no live entry still shows are released in the same
 * transaction and removed from storage after it commits.
 */
export async function deleteEntry({ db, ...deps }: EntryDeps, request: { profileId: string; id: string }) {
  const released = await writeProfileEntries(db, request.profileId, async (trx) => {
    const deleted = await softDeleteEntry(trx, request.profileId, request.id);
    if (!deleted) throw entryNotFound();
    return releaseUnreferenced(trx, deleted.images);
  });
  await deleteStoredObjects(deps, released, IMAGE_NOT_DELETED);
}

/** Deletes every entry of a profile, releasing their images as `deleteEntry` does; returns how many. */
export async function clearEntries({ db, ...deps }: EntryDeps, profileId: string) {
  const { cleared, released } = await writeProfileEntries(db, profileId, async (trx) => {
    const { cleared, images } = await softDeleteAllEntries(trx, profileId);
    return { cleared, released: await releaseUnreferenced(trx, images) };
  });
  await deleteStoredObjects(deps, released, IMAGE_NOT_DELETED);
  return cleared;
}
