import type { Kysely } from 'kysely';
import { grantOnProfile, type ProfileGrant } from '../db/profile-access';
import type { Database } from '../db/schema';
import { generateSecretToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  avatarUrl: string | null;
  onboardingCompleted: boolean;
  /** The account's IANA time zone, or null before the browser has reported one (days read in UTC). */
  timeZone: string | null;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export type SessionValidation =
  | { status: 'valid'; session: Session; user: SessionUser; refreshed: boolean }
  | { status: 'invalid' };

/** Starts a session; only the token's hash is stored, the token itself goes into the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, now = new Date()) {
  const token = generateSecretToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  };
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: userId, expires_at: session.expiresAt, created_at: now })
    .execute();
  return { token, session };
}

/** The session of a cookie token with its account, and the account's grant on `profileId` when one is named: one query. */
function findSession(db: Kysely<Database>, sessionId: string, profileId: string | null) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', (join) => join.on('profiles.id', '=', profileId))
    .leftJoin('profile_permissions', (join) =>
      join.onRef('profile_permissions.profile_id', '=', 'profiles.id').onRef('profile_permissions.grantee_user_id', '=', 'sessions.user_id'),
    )
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.created_at',
      'users.email',
      'users.name',
      'users.avatar_url',
      'users.onboarding_completed',
      'users.time_zone',
      'profiles.owner_user_id',
      'profile_permissions.level',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Checks a cookie token and, when `profileId` is given, reads the account's grant on that profile
 * in the same query (null when it may not see it). Sessions slide: used in the second half of their
 * 30 days they are extended, but never past 90 days from sign-in.
 */
export async function validateSessionOnProfile(
  db: Kysely<Database>,
  token: string,
  profileId: string | null,
  now = new Date(),
): Promise<{ validation: SessionValidation; grant: ProfileGrant | null }> {
  const sessionId = hashToken(token);
  const row = await findSession(db, sessionId, profileId);
  if (!row) return { validation: { status: 'invalid' }, grant: null };
  if (now >= row.expires_at) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return { validation: { status: 'invalid' }, grant: null };
  }

  let expiresAt = row.expires_at;
  const absoluteEnd = row.created_at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  const inSecondHalf = expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2;
  const extended = new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, absoluteEnd));
  const refreshed = inSecondHalf && extended > expiresAt;
  if (refreshed) {
    expiresAt = extended;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
  }
  const user: SessionUser = {
    id: row.user_id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatar_url,
    onboardingCompleted: row.onboarding_completed,
    timeZone: row.time_zone,
  };
  return {
    validation: { status: 'valid', refreshed, session: { id: row.id, userId: row.user_id, expiresAt }, user },
    grant: profileId ? grantOnProfile(row.user_id, row) : null,
  };
}

/** Checks a cookie token (see validateSessionOnProfile). */
export async function validateSessionToken(db: Kysely<Database>, token: string, now = new Date()): Promise<SessionValidation> {
  return (await validateSessionOnProfile(db, token, null, now)).validation;
}

export async function invalidateAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
