import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findOrCreateUserByEmail } from '../db/users';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../services/mail/mailer';
import { loginLinkEmail } from './login-link-email';
import { consumeRateLimits, tooManyRequests } from '../db/rate-limits';
import { loginLinkLimits } from './login-link-limits';
import { recognisedLoginDevice } from './login-devices';
import { type BrowserSignIn, signInBrowser } from './browser-sign-in';
import { generateSecretToken, hashToken } from './tokens';

export const LOGIN_LINK_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Mails a one-time link to /auth/callback carrying a fresh token in the URL fragment (never sent
 * to a server or a Referer). Only the token's hash is stored, bound to the email. The mail is
 * sent inside the transaction: if it fails, no token exists and the attempt is not counted. A
 * browser that signed in to the account before asks on its own allowance (login-link-limits.ts).
 */
export async function sendLoginLink(
  { db, mailer, logger }: { db: Kysely<Database>; mailer: Mailer; logger: Logger },
  request: {
    email: string;
    clientAddress: string | null;
    origin: string;
    requesterSecret: string;
    /** The secret of the browser's device cookie, if it has one (see login-link-limits.ts). */
    deviceSecret?: string | null;
  },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deviceHash = request.deviceSecret ? await recognisedLoginDevice(trx, request.deviceSecret, request.email, now) : null;
    const limit = await consumeRateLimits(trx, loginLinkLimits(request.email, { clientAddress: request.clientAddress, deviceHash }), now);
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
  | { status: 'signed-in'; userId: string; signIn: BrowserSignIn; newAccount: boolean }
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
    return { status: 'signed-in', userId: user.id, signIn: await signInBrowser(trx, user.id, now), newAccount: user.created };
  });
}
