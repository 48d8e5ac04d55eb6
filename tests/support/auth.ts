import type { Mailer } from '../../src/worker/services/mail/mailer';
import { createHttpClient, withAppOrigin } from './app';
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

/** Redeems a token over HTTP and returns the raw response (for its Set-Cookie header). */
export function redeemOverHttp(app: TestApp, token: string) {
  return app.request(
    '/trpc/auth.redeemLoginLink',
    withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }),
  );
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error('No Set-Cookie header.');
  return setCookie.split(';')[0]!;
}

/** Signs `email` in through the real magic-link flow; returns the session cookie. */
export async function signIn(app: TestApp, mailer: Mailer, email: string): Promise<string> {
  await createHttpClient(app).auth.requestLoginLink.mutate({ email });
  const response = await redeemOverHttp(app, latestLoginToken(mailer));
  if (response.status !== 200) throw new Error(`Sign-in failed with status ${response.status}`);
  return cookiePair(response.headers.get('set-cookie'));
}
