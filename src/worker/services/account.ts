import type { Kysely } from 'kysely';
import { CONFIRM_EMAIL_MESSAGE } from '../../shared/schemas/account';
import { countProfileContent, countSharedWithAccount, deleteAccountRows, ownedProfiles } from '../db/account-deletion';
import type { Database } from '../db/schema';
import { findSubscriptionId } from '../db/plans';
import { findAccountEmail, lockUser } from '../db/users';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { Billing } from './billing/billing';
import type { BlobStore } from './blobs/blob-store';
import { deleteStoredObjects } from './blobs/delete-objects';

const SUBSCRIPTION_NOT_CANCELED =
  'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.';

/** What deleting the account would remove, for the confirmation. */
export async function accountDeletionSummary(db: Kysely<Database>, userId: string) {
  const profiles = await ownedProfiles(db, userId);
  const subscriptionId = await findSubscriptionId(db, userId);
  return {
    profiles: profiles.map((profile) => profile.name),
    ...(await countProfileContent(
      db,
      profiles.map((profile) => profile.id),
    )),
    sharedWithYou: await countSharedWithAccount(db, userId),
    hasSubscription: Boolean(subscriptionId),
  };
}

/**
 * Deletes the account for good, once its email address has been typed. A paid subscription is
 * cancelled first: if the provider cannot be reached nothing is deleted, so nobody is left paying
 * for an account that is gone. Then one transaction removes every row; the images go from storage
 * after the commit.
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; blobs: BlobStore; billing: Billing; logger: Logger },
  request: { userId: string; confirmEmail: string },
) {
  const account = await findAccountEmail(deps.db, request.userId);
  if (request.confirmEmail.trim().toLowerCase() !== account.email) throw new DomainError('BAD_REQUEST', CONFIRM_EMAIL_MESSAGE);

  const subscriptionId = await findSubscriptionId(deps.db, account.id);
  if (subscriptionId) {
    await deps.billing.cancelSubscription(subscriptionId).catch((error: unknown) => {
      deps.logger.error('subscription not cancelled; account kept', { userId: account.id, error });
      throw new DomainError('BAD_GATEWAY', SUBSCRIPTION_NOT_CANCELED);
    });
  }
  const images = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, account.id);
    return deleteAccountRows(trx, account);
  });
  await deleteStoredObjects(deps, images, 'image of a deleted account not deleted from storage');
}
