import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import type { NewEntry } from '../../shared/schemas/entries';
import { insertEntry } from '../db/entries';
import { consumePlanQuota, profileOwner } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { QuotaExceededError } from '../quota-error';

/**
 * Adds an entry to a profile, counting it against the profile owner's plan in the same
 * transaction: over the free limit nothing is written.
 */
export async function addEntry(db: Kysely<Database>, request: { profileId: string; userId: string; entry: NewEntry }) {
  return db.transaction().execute(async (trx) => {
    const owner = await profileOwner(trx, request.profileId);
    const allowed = await consumePlanQuota(trx, owner, 'event_count', FREE_PLAN_LIMITS.events);
    if (!allowed) throw new QuotaExceededError('EVENT_LIMIT_REACHED');
    return insertEntry(trx, {
      id: nanoid(),
      profileId: request.profileId,
      createdBy: request.userId,
      timestamp: new Date(),
      entry: request.entry,
    });
  });
}
