import type { Kysely } from 'kysely';
import { defaultInitial, MAX_OWNED_PROFILES } from '../../shared/domain/profiles';
import type { CreateProfileInput } from '../../shared/schemas/profiles';
import { countOwnedProfiles, deleteProfileRow, insertProfile, type ProfileSummary, updateProfileDetails } from '../db/profiles';
import type { Database } from '../db/schema';
import { writeProfileEntries } from '../db/entries';
import { lockUser } from '../db/users';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { BlobStore } from './blobs/blob-store';
import { deleteStoredObjects } from './blobs/delete-objects';

type ProfileDetailsInput = { name: string; color: string; initial?: string | undefined };

const details = (input: ProfileDetailsInput) => ({ name: input.name, color: input.color, initial: input.initial || defaultInitial(input.name) });

const asOwned = (profile: { id: string; name: string; initial: string; color: string }): ProfileSummary => ({
  ...profile,
  source: 'owned',
  permissionLevel: 'owner',
  sharedBy: null,
});

/** A new journal of the account's own; the account row is locked so the cap holds under parallel creates. */
export async function createProfile(db: Kysely<Database>, userId: string, input: CreateProfileInput): Promise<ProfileSummary> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if ((await countOwnedProfiles(trx, userId)) >= MAX_OWNED_PROFILES) {
      throw new DomainError('FORBIDDEN', `You can keep at most ${MAX_OWNED_PROFILES} profiles of your own.`);
    }
    return asOwned(await insertProfile(trx, userId, details(input)));
  });
}

export async function renameProfile(db: Kysely<Database>, profileId: string, input: ProfileDetailsInput): Promise<ProfileSummary> {
  return asOwned(await updateProfileDetails(db, profileId, details(input)));
}

/**
 * Deletes a profile with everything in it: entries, images, shares, invitations and its access
 * log. The account's last own profile stays (every account keeps a journal of its own). The
 * images are removed from storage after the commit, when nobody can be served them any more.
 */
export async function deleteProfile(deps: { db: Kysely<Database>; blobs: BlobStore; logger: Logger }, request: { profileId: string; ownerUserId: string }) {
  const images = await writeProfileEntries(deps.db, request.profileId, async (trx) => {
    await lockUser(trx, request.ownerUserId);
    if ((await countOwnedProfiles(trx, request.ownerUserId)) <= 1) {
      throw new DomainError('PRECONDITION_FAILED', 'This is your only profile of your own, so it cannot be deleted.');
    }
    return deleteProfileRow(trx, request.profileId);
  });
  await deleteStoredObjects(deps, images, 'image of a deleted profile not deleted from storage');
}
