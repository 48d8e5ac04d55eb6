import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { loginDeviceCookie } from './login-device-cookie';
import { rememberLoginDevice } from './login-devices';
import { sessionCookie } from './session-cookie';
import { createSession } from './sessions';

/** What a browser is given when it signs in: a session, and the device secret that marks it as one of the account's browsers. */
export interface BrowserSignIn {
  session: { token: string; expiresAt: Date };
  device: { token: string; expiresAt: Date };
}

/** Signs a browser in to the account, inside the sign-in's own transaction. */
export async function signInBrowser(db: Kysely<Database>, userId: string, now = new Date()): Promise<BrowserSignIn> {
  const { token, session } = await createSession(db, userId, now);
  return { session: { token, expiresAt: session.expiresAt }, device: await rememberLoginDevice(db, userId, now) };
}

/** The Set-Cookie headers that hand a sign-in to the browser, the session's first. */
export function signInCookies(config: AppConfig, signIn: BrowserSignIn): string[] {
  return [sessionCookie(config, signIn.session.token, signIn.session.expiresAt), loginDeviceCookie(config, signIn.device.token, signIn.device.expiresAt)];
}
