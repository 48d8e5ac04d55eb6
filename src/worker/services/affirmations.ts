import type { Kysely } from 'kysely';
import { type AffirmationSuggestion, DEFAULT_AFFIRMATIONS } from '../../shared/domain/affirmations';
import { FREE_PLAN_LIMITS } from '../../shared/domain/plans';
import { asAiEntry, lastAffirmationTime, readAiEntries } from '../db/ai-entries';
import { newEntrySchema } from '../../shared/schemas/entries';
import { consumePlanQuota } from '../db/plan-usage';
import type { Database } from '../db/schema';
import { writeProfileEntries } from '../db/entries';
import { quotaExceeded } from '../domain-error';
import { consumeAiAllowance } from './ai/allowance';
import type { AiProvider } from './ai/provider';
import { type EntryRequest, insertCountedEntry } from './entries';

/** The newest entries since the last affirmation that a suggestion is personalised from, at most. */
const MAX_SOURCE_ENTRIES = 20;
/** With nothing since the last affirmation, the suggestions come from this many recent entries. */
const FALLBACK_SOURCE_ENTRIES = 3;

/**
 * accounts-plans-ai 4.8: seven suggestions from the entries since the last affirmation (or the
 * three most recent), newest first; the fixed defaults when none of them has notes.
 */
export async function suggestAffirmations(
  { db, ai }: { db: Kysely<Database>; ai: AiProvider },
  { profileId, userId }: { profileId: string; userId: string },
): Promise<AffirmationSuggestion[]> {
  const since = (await lastAffirmationTime(db, profileId)) ?? undefined;
  let entries = await readAiEntries(db, profileId, { after: since, limit: MAX_SOURCE_ENTRIES, newestFirst: true });
  if (entries.length === 0) entries = await readAiEntries(db, profileId, { limit: FALLBACK_SOURCE_ENTRIES, newestFirst: true });
  if (!entries.some((entry) => (entry.notes ?? '').trim() !== '')) return [...DEFAULT_AFFIRMATIONS];
  await consumeAiAllowance(db, userId);
  return ai.suggestAffirmations({ entries: entries.map(asAiEntry) });
}

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
