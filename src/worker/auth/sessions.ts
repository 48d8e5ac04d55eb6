import type { Kysely } from 'kysely';
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

/**
 * Checks a cookie token. Sessions slide: used in the second half of their 30 days they are
 * extended, but never past 90 days from sign-in.
 */
export async function validateSessionToken(db: Kysely<Database>, token: string, now = new Date()): Promise<SessionValidation> {
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.created_at',
      'users.email',
      'users.name',
      'users.avatar_url',
      'users.onboarding_completed',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return { status: 'invalid' };
  if (now >= row.expires_at) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return { status: 'invalid' };
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
  return {
    status: 'valid',
    refreshed,
    session: { id: row.id, userId: row.user_id, expiresAt },
    user: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      avatarUrl: row.avatar_url,
      onboardingCompleted: row.onboarding_completed,
    },
  };
}

export async function invalidateAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
