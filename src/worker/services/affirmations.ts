import type { Kysely } from 'kysely';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import { newEntrySchema } from '../../shared/schemas/entries';
import { consumePlanQuota } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { writeProfileEntries } from '../db/timeline';
import { quotaExceeded } from '../domain-error';
import { type EntryRequest, insertCountedEntry } from './entries';

/**
 * Saves a suggested affirmation as an affirmation entry. It counts against both the owner's
 * affirmation and entry quotas, in one transaction: when either is used up nothing is written.
 */
export async function saveAffirmation(db: Kysely<Database>, { text, ...request }: Omit<EntryRequest, 'entry'> & { text: string }) {
  const entry = newEntrySchema.parse({ type: 'affirmation', notes: text });
  return writeProfileEntries(db, request.profileId, async (trx) => {
    const allowed = await consumePlanQuota(trx, request.ownerUserId, 'affirmation_count', FREE_PLAN_LIMITS.affirmations);
    if (!allowed) throw quotaExceeded('AFFIRMATION_LIMIT_REACHED');
    return insertCountedEntry(trx, { ...request, entry });
  });
}
