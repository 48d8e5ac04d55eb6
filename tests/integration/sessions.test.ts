import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  validateSessionToken,
} from '../../src/worker/auth/sessions';
import { appRouter } from '../../src/worker/routers';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { cookiePair, signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser } from '../support/factories';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Procedures anyone may call; every other procedure must refuse a visitor without a session. */
const PUBLIC_PROCEDURES = ['auth.session', 'auth.requestLoginLink', 'auth.redeemLoginLink', 'invitations.accept', 'system.status'];

describe.each(testEngines)('sessions on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  describe('expiry', () => {
    it('slides by 30 days when used in its second half, never past 90 days from sign-in', async () => {
      const user = await createUser(database.db);
      const start = new Date('2026-01-01T00:00:00Z');
      const { token } = await createSession(database.db, user.id, start);

      const early = await validateSessionToken(database.db, token, new Date(start.getTime() + 10 * DAY_MS));
      expect(early).toMatchObject({ status: 'valid', refreshed: false });

      const day20 = new Date(start.getTime() + 20 * DAY_MS);
      const late = await validateSessionToken(database.db, token, day20);
      expect(late).toMatchObject({ status: 'valid', refreshed: true });
      expect(late.status === 'valid' && late.session.expiresAt.getTime()).toBe(day20.getTime() + SESSION_LIFETIME_MS);

      for (const day of [45, 70, 85]) await validateSessionToken(database.db, token, new Date(start.getTime() + day * DAY_MS));
      const capped = await validateSessionToken(database.db, token, new Date(start.getTime() + 89 * DAY_MS));
      expect(capped.status === 'valid' && capped.session.expiresAt.getTime()).toBe(start.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
      expect(await validateSessionToken(database.db, token, new Date(start.getTime() + 90 * DAY_MS))).toEqual({ status: 'invalid' });
    });

    it('ends a session not used for 30 days', async () => {
      const user = await createUser(database.db);
      const start = new Date('2026-03-01T00:00:00Z');
      const { token } = await createSession(database.db, user.id, start);
      expect(await validateSessionToken(database.db, token, new Date(start.getTime() + 31 * DAY_MS))).toEqual({
        status: 'invalid',
      });
    });
  });

  describe('over HTTP', () => {
    it('marks the cookie Secure with the __Host- prefix outside localhost', async () => {
      const { app, mailer } = createTestApp(database, { env: { APP_ORIGIN: 'https://attune.example' } });
      const response = await app.request(
        '/trpc/auth.requestLoginLink',
        { method: 'POST', headers: { origin: 'https://attune.example', 'content-type': 'application/json' }, body: JSON.stringify({ email: 'secure@example.com' }) },
      );
      expect(response.status).toBe(200);
      const [loginRequest] = response.headers.getSetCookie();
      expect(loginRequest).toMatch(/^__Host-attune_login_request=[a-z2-7]{32}; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/);
      const link = mailer.kind === 'dev-outbox' ? mailer.messages()[0]!.link! : '';
      expect(link.startsWith('https://attune.example/auth/callback#token=')).toBe(true);
      const redeemed = await app.request('/trpc/auth.redeemLoginLink', {
        method: 'POST',
        headers: { origin: 'https://attune.example', 'content-type': 'application/json', cookie: cookiePair(loginRequest!) },
        body: JSON.stringify({ token: new URL(link).hash.slice('#token='.length) }),
      });
      const [setCookie] = redeemed.headers.getSetCookie();
      expect(setCookie).toMatch(/^__Host-attune_session=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
    });

    it('signs out everywhere: every session of the account ends and the cookie is cleared', async () => {
      const { app, mailer } = createTestApp(database);
      const phone = await signIn(app, mailer, 'leaving@example.com');
      const laptop = await signIn(app, mailer, 'leaving@example.com');
      const other = await signIn(app, mailer, 'staying@example.com');
      const response = await app.request(
        '/trpc/auth.signOut',
        withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, laptop),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^attune_session=; Max-Age=0/);
      for (const cookie of [phone, laptop]) expect((await createHttpClient(app, cookie).auth.session.query()).user).toBeNull();
      expect((await createHttpClient(app, other).auth.session.query()).user?.email).toBe('staying@example.com');
    });

    it('answers UNAUTHORIZED from every procedure that is not public, without a session', async () => {
      const { app } = createTestApp(database);
      const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
      const guarded = procedures.filter(([path]) => !PUBLIC_PROCEDURES.includes(path));
      expect(guarded.length).toBeGreaterThan(0);
      for (const [path, procedure] of guarded) {
        const response =
          procedure._def.type === 'query'
            ? await app.request(`/trpc/${path}`, withAppOrigin())
            : await app.request(
                `/trpc/${path}`,
                withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
              );
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
      }
    });

    it('refuses a cross-origin POST, and a POST with no origin at all', async () => {
      const { app } = createTestApp(database);
      const post = (headers: Record<string, string>) =>
        app.request('/trpc/auth.requestLoginLink', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'csrf@example.com' }),
        });
      const refused = await post({ origin: 'https://evil.example' });
      expect([refused.status, refused.headers.get('cache-control')]).toEqual([403, 'no-store']);
      const unknown = await app.request('/api/unknown');
      expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);
      expect((await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).status).toBe(403);
      expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(403);
      expect((await post({})).status).toBe(403);
      expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    });

    it('takes the local app opened as 127.0.0.1 as itself, but not another port', async () => {
      const { app } = createTestApp(database); // APP_ORIGIN defaults to http://localhost:8787
      const post = (origin: string) =>
        app.request('/trpc/auth.requestLoginLink', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ email: `alias-${origin.length}@example.com` }),
        });
      expect((await post('http://127.0.0.1:8787')).status).toBe(200);
      expect((await post('http://127.0.0.1:9999')).status).toBe(403);
      expect((await post('http://localhost:9999')).status).toBe(403);
    });

    it('refuses a tRPC POST that is not JSON', async () => {
      const { app } = createTestApp(database);
      const response = await app.request('/trpc/auth.requestLoginLink', {
        method: 'POST',
        headers: { origin: 'http://localhost:8787', 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'form@example.com' }),
      });
      expect(response.status).toBe(415);
    });

    it('logs sign-ins with the account and address, never the token', async () => {
      const { app, mailer, logger } = createTestApp(database);
      const cookie = await signIn(app, mailer, 'logged@example.com');
      const line = logger.lines.find((entry) => entry.msg === 'signed in');
      expect(line).toMatchObject({ method: 'magic-link', ip: '203.0.113.7', userId: expect.any(String) });
      expect(JSON.stringify(logger.lines)).not.toContain(cookie.split('=')[1]);
    });
  });
});
