import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Expired magic links stay a day, so opening one late still says "expired" rather than "invalid". */
export const EXPIRED_LOGIN_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

/** Rate-limit hits are kept this long, so no rate limit may look back further. */
export const RATE_LIMIT_HITS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what sign-in leaves behind and nothing reads any more: expired sessions and device secrets, magic links
 * expired for a day (a used one is deleted when it is redeemed), and rate-limit hits older than
 * any rate limit looks. Returns how many rows of each went.
 */
export async function deleteExpiredAuthRows(db: Kysely<Database>, now: Date) {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const loginDevices = await db.deleteFrom('login_devices').where('expires_at', '<=', now).executeTakeFirst();
  const loginLinks = await db
    .deleteFrom('email_login_tokens')
    .where('expires_at', '<=', new Date(now.getTime() - EXPIRED_LOGIN_LINK_GRACE_MS))
    .executeTakeFirst();
  const rateLimitHits = await db
    .deleteFrom('rate_limit_hits')
    .where('created_at', '<=', new Date(now.getTime() - RATE_LIMIT_HITS_KEPT_MS))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    loginDevices: Number(loginDevices.numDeletedRows),
    loginLinks: Number(loginLinks.numDeletedRows),
    rateLimitHits: Number(rateLimitHits.numDeletedRows),
  };
}
