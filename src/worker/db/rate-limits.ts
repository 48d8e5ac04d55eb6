import { sql, type Transaction } from 'kysely';
import { RATE_LIMIT_HITS_KEPT_MS } from './expired-auth-rows';
import type { Database } from './schema';
import { DomainError } from '../domain-error';

export interface RateLimitRule {
  bucket: string;
  subject: string;
  limit: number;
  windowMs: number;
  /** What this request counts for against `limit`: 1 by default, or e.g. an upload's bytes. */
  cost?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Sliding-window limits, counted atomically: each subject is locked for the transaction, so
 * parallel requests cannot all slip under the limit. A request is counted only when every rule
 * allows it, and fits when its cost and that of the hits in the window are at most the limit.
 * Must run inside the caller's transaction.
 */
export async function consumeRateLimits(
  trx: Transaction<Database>,
  rules: RateLimitRule[],
  now = new Date(),
): Promise<RateLimitResult> {
  let retryAfterMs = 0;
  for (const rule of rules) {
    if (rule.windowMs > RATE_LIMIT_HITS_KEPT_MS) throw new Error(`The rate limit ${rule.bucket} looks back further than housekeeping keeps hits.`);
    const key = `${rule.bucket}:${rule.subject}`;
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const windowStart = new Date(now.getTime() - rule.windowMs);
    await trx
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', rule.bucket)
      .where('subject', '=', rule.subject)
      .where('created_at', '<=', windowStart)
      .execute();
    const hits = await trx
      .selectFrom('rate_limit_hits')
      .select(['created_at', 'cost'])
      .where('bucket', '=', rule.bucket)
      .where('subject', '=', rule.subject)
      .orderBy('created_at', 'desc')
      .limit(rule.limit)
      .execute();
    // Newest first: the request fits once the hit at which the total would pass the limit has left the window.
    let used = rule.cost ?? 1;
    if (used > rule.limit) throw new Error(`A request costs more than the rate limit ${rule.bucket} allows at all.`);
    const blocking = hits.find((hit) => (used += hit.cost) > rule.limit);
    if (blocking) retryAfterMs = Math.max(retryAfterMs, blocking.created_at.getTime() + rule.windowMs - now.getTime());
  }
  if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
  await trx
    .insertInto('rate_limit_hits')
    .values(rules.map((rule) => ({ bucket: rule.bucket, subject: rule.subject, created_at: now, cost: rule.cost ?? 1 })))
    .execute();
  return { allowed: true };
}

/** What a person is told when a rate limit refuses them: when to try again. */
export function tooManyRequests(retryAfterMs: number, what = 'Too many requests') {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new DomainError('TOO_MANY_REQUESTS', `${what}, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
