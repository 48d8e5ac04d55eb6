import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSignInErrorMessage } from '../../src/shared/domain/google-sign-in';
import { createHttpClient, createTestApp } from '../support/app';
import { cookiePair, signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startFakeHttpServer } from '../support/fake-http-server';

/** A fake Google: the token endpoint checks the PKCE verifier against the challenge it was shown. */
async function startFakeGoogle(
  accounts: Record<string, { sub: string; email: string; email_verified: boolean; name?: string; picture?: string }>,
) {
  const challenges = new Map<string, string>();
  const server = await startFakeHttpServer({
    'POST /token': (request) => {
      const form = new URLSearchParams(request.body);
      const code = form.get('code') ?? '';
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenges.get(code) !== challenge) return { status: 400, json: { error: 'invalid_grant' } };
      return { json: { access_token: `access-${code}`, token_type: 'Bearer', expires_in: 3600 } };
    },
    'GET /userinfo': (request) => {
      const code = (request.headers.authorization ?? '').replace('Bearer access-', '');
      const account = accounts[code];
      return account ? { json: account } : { status: 401, json: { error: 'invalid_token' } };
    },
  });
  return { ...server, approve: (code: string, challenge: string) => challenges.set(code, challenge) };
}

describe('Google sign-in through arctic', () => {
  let database: TestDatabase;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let testApp: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    google = await startFakeGoogle({
      'code-new': { sub: 'g-1', email: 'new.person@gmail.com', email_verified: true, name: 'New Person' },
      'code-existing': { sub: 'g-2', email: 'linked@example.com', email_verified: true, name: 'Linda Linked', picture: 'https://lh3.example/linda.png' },
      'code-unverified': { sub: 'g-3', email: 'unverified@example.com', email_verified: false },
    });
    testApp = createTestApp(database, {
      env: {
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        GOOGLE_AUTHORIZATION_URL: `${google.url}/authorize`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
        GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await google.close();
    await database.dispose();
  });

  /** Starts the flow, lets the fake Google approve it with `code`, and follows the callback. */
  async function completeFlow(code: string, { tamperState = false, approve = true } = {}) {
    const { app } = testApp;
    const start = await app.request('/api/auth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    const flowCookies = start.headers.getSetCookie().map(cookiePair).join('; ');
    if (approve) google.approve(code, authorize.searchParams.get('code_challenge')!);
    const state = tamperState ? 'forged-state' : authorize.searchParams.get('state')!;
    return app.request(`/api/auth/google/callback?code=${code}&state=${state}`, { headers: { cookie: flowCookies } });
  }

  it('redirects to Google with state, PKCE (S256) and the openid email profile scopes', async () => {
    const start = await testApp.app.request('/api/auth/google');
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${google.url}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('client-id');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:8787/api/auth/google/callback');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(start.headers.getSetCookie().join('\n')).toMatch(/attune_google_state=.*HttpOnly/);
  });

  it('creates an account for a new verified Google user and signs it in', async () => {
    const callback = await completeFlow('code-new');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://localhost:8787/auth/callback');
    const session = cookiePair(callback.headers.getSetCookie().find((cookie) => cookie.startsWith('attune_session='))!);
    const me = await createHttpClient(testApp.app, session).auth.session.query();
    expect(me.user).toMatchObject({ email: 'new.person@gmail.com', name: 'New Person' });
  });

  it('links to the existing account with the same verified email, which takes its missing name and picture', async () => {
    const magicCookie = await signIn(testApp.app, testApp.mailer, 'linked@example.com');
    const existing = await createHttpClient(testApp.app, magicCookie).auth.session.query();
    const callback = await completeFlow('code-existing');
    const session = cookiePair(callback.headers.getSetCookie().find((cookie) => cookie.startsWith('attune_session='))!);
    const viaGoogle = await createHttpClient(testApp.app, session).auth.session.query();
    expect(viaGoogle.user?.id).toBe(existing.user?.id);
    expect(existing.user).toMatchObject({ name: null, avatarUrl: null });
    expect(viaGoogle.user).toMatchObject({ name: 'Linda Linked', avatarUrl: 'https://lh3.example/linda.png' });
  });

  it('refuses an unverified email and a forged state, back to the failure panel with a code of the fixed table', async () => {
    const unverified = await completeFlow('code-unverified');
    expect(unverified.headers.get('location')).toBe('http://localhost:8787/auth/callback#error=unverified_email');
    expect(googleSignInErrorMessage('unverified_email')).toBe('Your Google email address is not verified.');
    const forged = await completeFlow('code-new', { tamperState: true });
    expect(forged.headers.get('location')).toBe('http://localhost:8787/auth/callback#error=state_mismatch');
    expect(googleSignInErrorMessage('state_mismatch')).toBe('Failed to initiate Google Sign-In.');
    expect(forged.headers.getSetCookie().some((cookie) => cookie.startsWith('attune_session=') && !cookie.startsWith('attune_session=;'))).toBe(false);
  });

  it('answers a sign-in Google refused, or one that fails on the way, with their codes', async () => {
    const cancelled = await testApp.app.request('/api/auth/google/callback?error=access_denied');
    expect(cancelled.headers.get('location')).toBe('http://localhost:8787/auth/callback#error=google_refused');
    const noAccount = await completeFlow('code-without-account');
    expect(noAccount.headers.get('location')).toBe('http://localhost:8787/auth/callback#error=no_account');
    const unapproved = await completeFlow('code-never-approved', { approve: false });
    expect(unapproved.headers.get('location')).toBe('http://localhost:8787/auth/callback#error=google_failed');
  });

  it('is hidden when Google is not configured', async () => {
    const { app } = createTestApp(database);
    expect((await app.request('/api/auth/google')).status).toBe(404);
    expect((await createHttpClient(app).auth.session.query()).googleSignIn).toBe(false);
  });
});
