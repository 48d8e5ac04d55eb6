import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import type { NewEntry } from '../../shared/schemas/entries';
import type { EntryPatch } from '../../shared/schemas/entries';
import { insertEntry, lockEntry, updateEntry } from '../db/entries';
import { allUploadedTo, releaseUnreferenced } from '../db/images';
import type { BlobStore } from './blobs/blob-store';
import { consumePlanQuota, profileOwner } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { QuotaExceededError } from '../quota-error';

export class EntryRefusedError extends Error {
  override name = 'EntryRefusedError';
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_REQUEST',
    message: string,
  ) {
    super(message);
  }
}

/** An entry may only show images uploaded to its own profile. */
async function assertOwnImages(db: Kysely<Database>, profileId: string, images: readonly string[] | null | undefined) {
  if (images && !(await allUploadedTo(db, profileId, images))) {
    throw new EntryRefusedError('BAD_REQUEST', 'That image is not one of your uploads.');
  }
}

/**
 * Adds an entry to a profile, counting it against the profile owner's plan in the same
 * transaction: over the free limit nothing is written.
 */
export async function addEntry(db: Kysely<Database>, request: EntryRequest) {
  await assertOwnImages(db, request.profileId, request.entry.images);
  return db.transaction().execute(async (trx) => insertCountedEntry(trx, await profileOwner(trx, request.profileId), request));
}

type EntryRequest = { profileId: string; userId: string; entry: NewEntry };

/** Counts the entry against the owner's plan and writes it, inside the caller's transaction. */
export async function insertCountedEntry(trx: Kysely<Database>, ownerUserId: string, request: EntryRequest) {
  const allowed = await consumePlanQuota(trx, ownerUserId, 'event_count', FREE_PLAN_LIMITS.events);
  if (!allowed) throw new QuotaExceededError('EVENT_LIMIT_REACHED');
  return insertEntry(trx, {
    id: nanoid(),
    profileId: request.profileId,
    createdBy: request.userId,
    timestamp: new Date(),
    entry: request.entry,
  });
}

/**
 * Changes an entry. Images taken off it are deleted from storage once no live entry shows them,
 * after the transaction commits.
 */
export async function editEntry(db: Kysely<Database>, blobs: BlobStore, request: { profileId: string; id: string; patch: EntryPatch }) {
  const { entry, released } = await db.transaction().execute(async (trx) => {
    const current = await lockEntry(trx, request.profileId, request.id);
    if (!current) throw new EntryRefusedError('NOT_FOUND', 'Entry not found.');
    if (current.type === 'affirmation' && request.patch.intensity !== undefined) {
      throw new EntryRefusedError('BAD_REQUEST', 'Affirmations have no intensity.');
    }
    await assertOwnImages(trx, request.profileId, request.patch.images);
    const updated = (await updateEntry(trx, request.profileId, request.id, request.patch))!;
    const removed = request.patch.images === undefined ? [] : (current.images ?? []).filter((key) => !updated.images?.includes(key));
    return { entry: updated, released: await releaseUnreferenced(trx, removed) };
  });
  await Promise.all(released.map((key) => blobs.delete(key)));
  return entry;
}
