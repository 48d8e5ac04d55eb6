import type { Kysely } from 'kysely';
import { displayName } from '../../shared/domain/display-name';
import { INVITATION_LIFETIME_DAYS, INVITE_CALLBACK_TYPE, inviteSuccessMessage } from '../../shared/domain/invitations';
import { consumeRateLimits, tooManyRequests } from '../db/rate-limits';
import { type BrowserSignIn, signInBrowser } from '../auth/browser-sign-in';
import type { SessionUser } from '../auth/sessions';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { ensureAccountSetup } from '../db/account-setup';
import { grantAccess } from '../db/grants';
import { insertInvitation, lockInvitationByToken, markInvitationAccepted } from '../db/invitations';
import { findFirstOwnedProfile } from '../db/profiles';
import type { Database } from '../db/schema';
import { findOrCreateUserByEmail, findUserIdByEmail, markHeadOfHouseholdInvitee } from '../db/users';
import { DomainError, type DomainErrorCode } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../services/mail/mailer';
import { invitationEmail } from './invitation-email';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATIONS_PER_DAY = 20;

export interface InvitationRequest {
  inviter: SessionUser;
  /** The inviter's own profile: the invitation's home, and the journal 'Share my feed?' opens. */
  profile: { id: string; name: string };
  inviteeEmail: string;
  relationshipTag: string;
  shareMyFeed: boolean;
  origin: string;
}

/**
 * Records an invitation and mails its one-time link. Only the token's SHA-256 is stored; the
 * mail goes out inside the transaction, so a failed send leaves no invitation and costs no quota.
 */
export async function sendInvitation(
  { db, mailer, logger }: { db: Kysely<Database>; mailer: Mailer; logger: Logger },
  request: InvitationRequest,
  now = new Date(),
): Promise<{ message: string }> {
  if (request.inviteeEmail === request.inviter.email) throw new DomainError('BAD_REQUEST', 'You cannot invite yourself.');
  await db.transaction().execute(async (trx) => {
    const limit = await consumeRateLimits(
      trx,
      [{ bucket: 'invitation:account', subject: request.inviter.id, limit: INVITATIONS_PER_DAY, windowMs: DAY_MS }],
      now,
    );
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const token = generateSecretToken();
    await insertInvitation(trx, {
      inviterUserId: request.inviter.id,
      profileId: request.profile.id,
      inviteeEmail: request.inviteeEmail,
      relationshipTag: request.relationshipTag,
      shareMyFeed: request.shareMyFeed,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
    });
    const mail = await invitationEmail({
      to: request.inviteeEmail,
      inviterName: displayName(request.inviter),
      relationshipTag: request.relationshipTag,
      sharedProfileName: request.shareMyFeed ? request.profile.name : null,
      link: `${request.origin}/auth/callback?type=${INVITE_CALLBACK_TYPE}#invitation=${token}`,
    });
    await mailer.send(mail).catch((cause: unknown) => {
      logger.error('invitation email failed', { error: cause, userId: request.inviter.id });
      throw new DomainError('BAD_GATEWAY', 'We could not send the invitation email. Please try again in a moment.', { cause });
    });
  });
  logger.info('invitation sent', { userId: request.inviter.id, profileId: request.profile.id });
  return { message: inviteSuccessMessage(request.inviteeEmail) };
}

const REFUSAL_CODES = {
  INVITE_INVALID: 'NOT_FOUND',
  INVITE_EXPIRED: 'PRECONDITION_FAILED',
  INVITE_WITHDRAWN: 'PRECONDITION_FAILED',
  INVITE_USED: 'PRECONDITION_FAILED',
  INVITE_WRONG_ACCOUNT: 'FORBIDDEN',
  INVITE_SIGN_IN_REQUIRED: 'UNAUTHORIZED',
} as const satisfies Record<string, DomainErrorCode>;

export type InvitationRefusalReason = keyof typeof REFUSAL_CODES;

const refuse = (reason: InvitationRefusalReason, message: string) =>
  new DomainError(REFUSAL_CODES[reason], message, { reason });

export interface AcceptedInvitation {
  status: 'accepted';
  inviterName: string;
  /** The inviter's profile the invitee may now read; null when 'Share my feed?' was off. */
  sharedProfileId: string | null;
  inviteeUserId: string;
  newAccount: boolean;
  /** The sign-in when the link signed the invitee in (nobody was signed in). */
  signIn: BrowserSignIn | null;
}

/** Nobody is signed in and nobody confirmed yet: whose account the link would sign into, and from whom. */
export interface InvitationToConfirm {
  status: 'confirm';
  email: string;
  inviterName: string;
}

/**
 * Spec 4.2, made safe: accepting gives the inviter viewer access to the invitee's own journal and,
 * with 'Share my feed?', the invitee viewer access to the inviter's. The link was mailed to the
 * invitee, so without a session it signs them in (creating the account); with a session it must be
 * the invitee's. An account that already exists is never signed in by an invitation, which lives
 * 14 days: its owner signs in the usual way (a 10-minute login link, or Google), and the browser
 * that opened the link accepts it then. All in one transaction holding the invitation's row: of many simultaneous
 * acceptances exactly one succeeds, and a refusal changes nothing.
 *
 * Signing someone in, it first names the account and changes nothing until `confirmed`: a link
 * someone forwards, or sends on purpose to have another person's journal written into their
 * account, must not sign that person in unasked (login CSRF).
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  request: { token: string; signedIn: SessionUser | null; confirmed: boolean },
  now = new Date(),
): Promise<AcceptedInvitation | InvitationToConfirm> {
  return db.transaction().execute(async (trx) => {
    const invitation = await lockInvitationByToken(trx, hashToken(request.token));
    if (!invitation) throw refuse('INVITE_INVALID', 'This invitation link is not valid. Ask for a new invitation.');
    const inviterName = displayName({ name: invitation.inviter_name, email: invitation.inviter_email });
    if (invitation.status === 'accepted') throw refuse('INVITE_USED', 'This invitation has already been accepted. Each invitation link works once.');
    if (invitation.status === 'revoked') throw refuse('INVITE_WITHDRAWN', `${inviterName} withdrew this invitation.`);
    if (invitation.status === 'expired' || invitation.expires_at <= now) {
      throw refuse('INVITE_EXPIRED', `This invitation has expired. Ask ${inviterName} to send a new one.`);
    }
    if (request.signedIn && request.signedIn.email !== invitation.invitee_email) {
      throw refuse(
        'INVITE_WRONG_ACCOUNT',
        `This invitation was sent to ${invitation.invitee_email}, but you are signed in as ${request.signedIn.email}. Sign out, then open the link again.`,
      );
    }

    if (!request.signedIn && (await findUserIdByEmail(trx, invitation.invitee_email))) {
      throw refuse(
        'INVITE_SIGN_IN_REQUIRED',
        `${invitation.invitee_email} already has an Attune account. Sign in as ${invitation.invitee_email} in this browser, and the invitation will be accepted.`,
      );
    }
    if (!request.signedIn && !request.confirmed) return { status: 'confirm', email: invitation.invitee_email, inviterName };

    const invitee = request.signedIn
      ? { id: request.signedIn.id, created: false }
      : await findOrCreateUserByEmail(trx, invitation.invitee_email);
    if (invitee.id === invitation.inviter_user_id) throw refuse('INVITE_INVALID', 'You cannot accept your own invitation.');
    await ensureAccountSetup(trx, invitee.id);
    await markHeadOfHouseholdInvitee(trx, invitee.id);
    const inviteeProfile = (await findFirstOwnedProfile(trx, invitee.id))!;
    await grantAccess(trx, { granteeUserId: invitation.inviter_user_id, profileId: inviteeProfile.id, level: 'viewer' });
    if (invitation.share_my_feed) {
      await grantAccess(trx, { granteeUserId: invitee.id, profileId: invitation.profile_id, level: 'viewer' });
    }
    await markInvitationAccepted(trx, invitation.id, now);
    const signIn = request.signedIn ? null : await signInBrowser(trx, invitee.id, now);
    return {
      status: 'accepted',
      inviterName,
      sharedProfileId: invitation.share_my_feed ? invitation.profile_id : null,
      inviteeUserId: invitee.id,
      newAccount: invitee.created,
      signIn,
    };
  });
}
