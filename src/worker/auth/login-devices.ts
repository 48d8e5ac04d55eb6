import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateSecretToken, hashToken } from './tokens';

/** A year: long enough that the browsers a person uses keep their own login-link allowance between visits. */
export const LOGIN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Remembers a browser that has just signed in to the account; only the secret's hash is stored, the secret goes into its cookie. */
export async function rememberLoginDevice(db: Kysely<Database>, userId: string, now = new Date()) {
  const token = generateSecretToken();
  const expiresAt = new Date(now.getTime() + LOGIN_DEVICE_LIFETIME_MS);
  await db.insertInto('login_devices').values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, created_at: now }).execute();
  return { token, expiresAt };
}

/** The stored hash of the device secret when it belongs to a browser that signed in to the account at `email` and has not expired, else null. */
export async function recognisedLoginDevice(db: Kysely<Database>, secret: string, email: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('login_devices')
    .innerJoin('users', 'users.id', 'login_devices.user_id')
    .select('login_devices.token_hash')
    .where('login_devices.token_hash', '=', hashToken(secret))
    .where('users.email', '=', email)
    .where('login_devices.expires_at', '>', now)
    .executeTakeFirst();
  return row?.token_hash ?? null;
}
