import type { Kysely } from 'kysely';
import { consumeRateLimits, tooManyRequests } from '../../db/rate-limits';
import type { Database } from '../../db/schema';

/** AI calls an account may make in an hour, across insights, suggestions and exercise words. */
export const AI_CALLS_PER_HOUR = 20;

/**
 * Counts one AI call for the account, refusing with a readable message past the limit. Called
 * only when a provider is about to run, so answers that need no model (defaults, 'up to date')
 * cost nothing.
 */
export async function consumeAiAllowance(db: Kysely<Database>, userId: string): Promise<void> {
  const limit = await db
    .transaction()
    .execute((trx) => consumeRateLimits(trx, [{ bucket: 'ai', subject: userId, limit: AI_CALLS_PER_HOUR, windowMs: 60 * 60 * 1000 }]));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
}
