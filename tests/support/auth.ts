import type { Kysely } from 'kysely';
import { sessionCookieName } from '../../src/worker/auth/session-cookie';
import { createSession } from '../../src/worker/auth/sessions';
import type { Database } from '../../src/worker/db/schema';
import type { Mailer } from '../../src/worker/services/mail/mailer';
import { testConfig, withAppOrigin } from './app';
import type { createTestApp } from './app';

type TestApp = ReturnType<typeof createTestApp>['app'];

/** The token of the newest login link in the dev outbox. */
export function latestLoginToken(mailer: Mailer): string {
  if (mailer.kind !== 'dev-outbox') throw new Error('The test app must use the dev outbox.');
  const link = mailer.messages()[0]?.link;
  const token = link ? new URL(link).hash.replace('#token=', '') : null;
  if (!token) throw new Error('No login link has been sent.');
  return token;
}

/**
 * Posts one tRPC mutation as a request of its own (never batched with another) and returns the raw
 * response, for its status, its body and its Set-Cookie header.
 */
export function postProcedure(app: TestApp, path: string, input: unknown, cookie?: string) {
  return app.request(
    `/trpc/${path}`,
    withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }, cookie),
  );
}

/**
 * Asks for a login link as a browser does, and returns the Cookie header that browser then holds:
 * the login-request secret the link is bound to.
 */
export async function requestLinkOverHttp(app: TestApp, email: string): Promise<string> {
  const response = await postProcedure(app, 'auth.requestLoginLink', { email });
  if (response.status !== 200) throw new Error(`Asking for a login link failed with status ${response.status}`);
  return cookiePair(response.headers.get('set-cookie'));
}

/** Redeems a token over HTTP, from a browser holding `cookie` (the asking one) or none, and returns the raw response. */
export const redeemOverHttp = (app: TestApp, token: string, cookie?: string, confirmed?: boolean) =>
  postProcedure(app, 'auth.redeemLoginLink', { token, ...(confirmed === undefined ? {} : { confirmed }) }, cookie);

/** The Cookie header of a browser holding a new session of the account, without the sign-in flow. */
export async function sessionCookieFor(db: Kysely<Database>, userId: string): Promise<string> {
  return `${sessionCookieName(testConfig())}=${(await createSession(db, userId)).token}`;
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error('No Set-Cookie header.');
  return setCookie.split(';')[0]!;
}

/** Signs `email` in through the real magic-link flow; returns the session cookie. */
export async function signIn(app: TestApp, mailer: Mailer, email: string): Promise<string> {
  const browser = await requestLinkOverHttp(app, email);
  const response = await redeemOverHttp(app, latestLoginToken(mailer), browser);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(sessionCookieName(testConfig())));
  if (response.status !== 200 || !session) throw new Error(`Sign-in failed with status ${response.status}`);
  return cookiePair(session);
}
