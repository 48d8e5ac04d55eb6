import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findOrCreateUserByEmail } from '../db/users';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../services/mail/mailer';
import { loginLinkEmail } from './login-link-email';
import { consumeRateLimits, tooManyRequests } from '../db/rate-limits';
import { requesterSubject } from '../network/ip-address';
import { createSession } from './sessions';
import { generateSecretToken, hashToken } from './tokens';

export const LOGIN_LINK_LIFETIME_MS = 10 * 60 * 1000;
const RATE_WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Login links are counted three ways. Per address and requester, the tight one: someone else
 * asking for your address from their own connection spends their allowance, not yours, so they
 * cannot lock you out. Per address over an hour, looser: the mail any one inbox receives stays
 * bounded however many connections ask. Per requester, over every address: one connection
 * cannot mail the world.
 */
export const LINKS_PER_EMAIL_AND_REQUESTER = 5;
export const LINKS_PER_EMAIL_PER_HOUR = 20;
export const LINKS_PER_ADDRESS = 20;

/**
 * Mails a one-time link to /auth/callback carrying a fresh token in the URL fragment (never sent
 * to a server or a Referer). Only the token's hash is stored, bound to the email. The mail is
 * sent inside the transaction: if it fails, no token exists and the attempt is not counted.
 */
export async function sendLoginLink(
  { db, mailer, logger }: { db: Kysely<Database>; mailer: Mailer; logger: Logger },
  request: { email: string; clientAddress: string | null; origin: string; requesterSecret: string },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const limit = await consumeRateLimits(
      trx,
      [
        {
          bucket: 'login-link:email-requester',
          subject: `${request.email} ${requesterSubject(request.clientAddress)}`,
          limit: LINKS_PER_EMAIL_AND_REQUESTER,
          windowMs: RATE_WINDOW_MS,
        },
        { bucket: 'login-link:email', subject: request.email, limit: LINKS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS },
        {
          bucket: 'login-link:address',
          subject: requesterSubject(request.clientAddress),
          limit: LINKS_PER_ADDRESS,
          windowMs: RATE_WINDOW_MS,
        },
      ],
      now,
    );
    if (!limit.allowed) {
      logger.warn('login link refused', { reason: 'rate-limit', ip: request.clientAddress });
      throw tooManyRequests(limit.retryAfterMs);
    }

    const token = generateSecretToken();
    // The newest link is the only one that works: a link mailed earlier, still unused, is retired.
    await trx.deleteFrom('email_login_tokens').where('email', '=', request.email).execute();
    await trx
      .insertInto('email_login_tokens')
      .values({
        token_hash: hashToken(token),
        email: request.email,
        requester_hash: hashToken(request.requesterSecret),
        expires_at: new Date(now.getTime() + LOGIN_LINK_LIFETIME_MS),
        created_at: now,
      })
      .execute();
    const link = `${request.origin}/auth/callback#token=${token}`;
    await mailer.send(await loginLinkEmail(request.email, link, LOGIN_LINK_LIFETIME_MS / 60_000)).catch((cause: unknown) => {
      // The provider refused or could not be reached: the cause goes to the log, not the person.
      logger.error('login email failed', { error: cause, ip: request.clientAddress });
      throw new DomainError('BAD_GATEWAY', 'We could not send the login email. Please try again in a moment.', { cause });
    });
  });
}

export type LoginLinkRedemption =
  | { status: 'signed-in'; userId: string; sessionToken: string; sessionExpiresAt: Date; newAccount: boolean }
  | { status: 'confirm'; email: string }
  | { status: 'invalid' }
  | { status: 'expired' };

/** Who opens the link: the secret of the browser's login-request cookie, and whether the person confirmed the account. */
export type LinkOpener = { requesterSecret: string | null; confirmed: boolean };

/**
 * Redeems a link once: one atomic delete-returning, so of many simultaneous redemptions exactly
 * one finds the row. The account is created here, at the first sign-in, if it does not exist.
 *
 * Only the browser that asked for the link is signed in at once. Anywhere else the link is left
 * unused and its address is returned to be confirmed: otherwise someone could send a person their
 * own link and have them write their journal into the sender's account (login CSRF).
 */
export async function redeemLoginLink(db: Kysely<Database>, token: string, opener: LinkOpener, now = new Date()): Promise<LoginLinkRedemption> {
  return db.transaction().execute(async (trx) => {
    const tokenHash = hashToken(token);
    const link = await trx
      .deleteFrom('email_login_tokens')
      .where('token_hash', '=', tokenHash)
      .$if(!opener.confirmed, (query) => query.where('requester_hash', '=', opener.requesterSecret ? hashToken(opener.requesterSecret) : ''))
      .returning(['email', 'expires_at'])
      .executeTakeFirst();
    if (!link) {
      const unconfirmed = await trx.selectFrom('email_login_tokens').select(['email', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!unconfirmed) return { status: 'invalid' };
      if (unconfirmed.expires_at <= now) return { status: 'expired' };
      return { status: 'confirm', email: unconfirmed.email };
    }
    if (link.expires_at <= now) return { status: 'expired' };
    const user = await findOrCreateUserByEmail(trx, link.email);
    const { token: sessionToken, session } = await createSession(trx, user.id, now);
    return {
      status: 'signed-in',
      userId: user.id,
      sessionToken,
      sessionExpiresAt: session.expiresAt,
      newAccount: user.created,
    };
  });
}
