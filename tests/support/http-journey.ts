import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../src/worker/routers';
import { cookiePair } from './auth';
import { ONBOARDING_ANSWERS } from './onboarding-answers';

/** A running host: where it listens, and the APP_ORIGIN it was configured with. */
export interface RunningHost {
  url: string;
  origin: string;
}

/** What a browser on the app's own pages adds to each request. */
const browserHeaders = (host: RunningHost, cookie?: string) => ({ origin: host.origin, ...(cookie ? { cookie } : {}) });

/** A typed tRPC client speaking real HTTP to the host. */
export function hostClient(host: RunningHost, cookie?: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${host.url}/trpc`, headers: () => browserHeaders(host, cookie) })],
  });
}

/** Posts one tRPC mutation to the host as a browser on its pages does. */
const postToHost = (host: RunningHost, path: string, input: unknown, cookie?: string) =>
  fetch(`${host.url}/trpc/${path}`, {
    method: 'POST',
    headers: { ...browserHeaders(host, cookie), 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });

/**
 * Signs in through the real magic-link flow: asks for a link, takes the token from the mail that
 * `latestMailText` returns, redeems it from the asking browser as /auth/callback does, and returns
 * the session cookie.
 */
export async function signInByMagicLink(host: RunningHost, email: string, latestMailText: () => string): Promise<string> {
  const asked = await postToHost(host, 'auth.requestLoginLink', { email });
  if (asked.status !== 200) throw new Error(`Asking for a login link failed with status ${asked.status}`);
  const token = /#token=([\w-]+)/.exec(latestMailText())?.[1];
  if (!token) throw new Error('The login mail holds no link.');
  const response = await postToHost(host, 'auth.redeemLoginLink', { token }, cookiePair(asked.headers.get('set-cookie')));
  const session = response.headers.getSetCookie().find((cookie) => cookie.includes('attune_session='));
  if (response.status !== 200 || !session) throw new Error(`Sign-in failed with status ${response.status}`);
  return cookiePair(session);
}

/** Onboards the signed-in account on the free plan, over HTTP; returns its own profile's id. */
export function onboardOverHttp(host: RunningHost, cookie: string): Promise<string> {
  return onboardWith(hostClient(host, cookie));
}

/** Onboards the account a tRPC client is signed in as, on the free plan; returns its own profile's id. */
export async function onboardWith(api: TRPCClient<AppRouter>): Promise<string> {
  await api.onboarding.start.mutate();
  for (const answer of ONBOARDING_ANSWERS) await api.onboarding.answer.mutate(answer);
  await api.onboarding.commit.mutate({ commitment: true });
  await api.onboarding.choosePlan.mutate({ plan: 'free' });
  await api.onboarding.complete.mutate();
  return (await api.profiles.list.query())[0]!.id;
}

/** Uploads one image file to a profile, as the Add Images button does. */
export function uploadImage(host: RunningHost, cookie: string, profileId: string, bytes: Uint8Array, name = 'photo.png') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return fetch(`${host.url}/api/images?profileId=${profileId}&source=file`, {
    method: 'POST',
    headers: browserHeaders(host, cookie),
    body: form,
  });
}
