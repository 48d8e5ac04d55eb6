import type { Kysely } from 'kysely';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import { newEntrySchema } from '../../shared/schemas/entries';
import { consumePlanQuota, profileOwner } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { quotaExceeded } from '../domain-error';
import { insertCountedEntry } from './entries';

/**
 * Saves a suggested affirmation as an affirmation entry. It counts against both the owner's
 * affirmation and entry quotas, in one transaction: when either is used up nothing is written.
 */
export async function saveAffirmation(db: Kysely<Database>, request: { profileId: string; userId: string; text: string }) {
  const entry = newEntrySchema.parse({ type: 'affirmation', notes: request.text });
  return db.transaction().execute(async (trx) => {
    const owner = await profileOwner(trx, request.profileId);
    const allowed = await consumePlanQuota(trx, owner, 'affirmation_count', FREE_PLAN_LIMITS.affirmations);
    if (!allowed) throw quotaExceeded('AFFIRMATION_LIMIT_REACHED');
    return insertCountedEntry(trx, owner, { profileId: request.profileId, userId: request.userId, entry });
  });
}
