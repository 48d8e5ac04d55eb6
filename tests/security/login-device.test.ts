import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDeviceCookie, loginDeviceCookieName } from '../../src/worker/auth/login-device-cookie';
import { LOGIN_DEVICE_LIFETIME_MS, rememberLoginDevice } from '../../src/worker/auth/login-devices';
import {
  LINKS_PER_DEVICE,
  LINKS_PER_EMAIL_PER_DAY,
  LINKS_PER_EMAIL_PER_DAY_SHARED,
  LINKS_PER_EMAIL_PER_HOUR,
} from '../../src/worker/auth/login-link-limits';
import { sendLoginLink } from '../../src/worker/auth/login-links';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import type { Mailer } from '../../src/worker/services/mail/mailer';
import { createTestApp, testConfig } from '../support/app';
import { cookiePair, latestLoginToken, postProcedure, redeemOverHttp, requestLinkOverHttp } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser } from '../support/factories';
import { createCapturedLogger } from '../support/logger';

const MINUTE = 60 * 1000;
const sentMails = (mailer: Mailer) => (mailer.kind === 'dev-outbox' ? mailer.messages().length : 0);

describe.each(testEngines)("the owner's recognised browser and login mail on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('gives a signed-in browser a year-long HttpOnly, SameSite=Lax device cookie, Secure and __Host- off localhost', async () => {
    const { app, mailer } = createTestApp(database);
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signedIn = await redeemOverHttp(app, (await requestLinkOverHttp(app, email), latestLoginToken(mailer)), undefined, true);
    const device = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('attune_device='));
    expect(device).toMatch(/^attune_device=[a-z2-7]{32}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const expires = new Date(/Expires=([^;]+)/.exec(device!)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + LOGIN_DEVICE_LIFETIME_MS))).toBeLessThan(MINUTE);
    const publicConfig = testConfig({ APP_ORIGIN: 'https://attune.example' });
    expect(loginDeviceCookieName(publicConfig)).toBe('__Host-attune_device');
    expect(loginDeviceCookie(publicConfig, 'secret', new Date())).toMatch(/^__Host-attune_device=secret; .*HttpOnly; Secure; SameSite=Lax$/);
  });

  it("still mails the owner's recognised browser a link after strangers on many addresses spent the address's shared allowance", async () => {
    const mailer = createDevOutbox(() => {});
    const from = (clientAddress: string) => createTestApp(database, { mailer, clientAddress }).app;
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const owner = from('198.51.100.200');
    const signedIn = await redeemOverHttp(owner, (await requestLinkOverHttp(owner, email), latestLoginToken(mailer)), undefined, true);
    const deviceName = `${loginDeviceCookieName(testConfig())}=`;
    const device = cookiePair(signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith(deviceName)) ?? null);
    const before = sentMails(mailer);
    const strangers = [];
    for (let index = 0; index < LINKS_PER_EMAIL_PER_HOUR + 5; index++) strangers.push((await postProcedure(from(`2001:db8:${index}::1`), 'auth.requestLoginLink', { email })).status);
    expect(strangers.filter((status) => status === 200).length).toBe(LINKS_PER_EMAIL_PER_HOUR - 1);
    expect(strangers.at(-1)).toBe(429);

    // Asked from the same network as the strangers, and from the owner's own: the browser's allowance is its own.
    expect((await postProcedure(from('2001:db8:0::2'), 'auth.requestLoginLink', { email }, device)).status).toBe(200);
    expect((await postProcedure(from('198.51.100.201'), 'auth.requestLoginLink', { email })).status).toBe(429);
    // Another account's browser is a stranger to this address.
    const otherDevice = `${deviceName}${(await rememberLoginDevice(database.db, (await createUser(database.db)).id)).token}`;
    expect((await postProcedure(from('198.51.100.202'), 'auth.requestLoginLink', { email }, otherDevice)).status).toBe(429);
    expect(sentMails(mailer) - before).toBe(LINKS_PER_EMAIL_PER_HOUR);
  });

  it(`holds the inbox to ${LINKS_PER_EMAIL_PER_DAY} links a day, device allowances included, keeping the last ${LINKS_PER_EMAIL_PER_DAY - LINKS_PER_EMAIL_PER_DAY_SHARED} for the owner's browsers`, async () => {
    const mailer = createDevOutbox(() => {});
    const deps = { db: database.db, mailer, logger: createCapturedLogger() };
    const owner = await createUser(database.db);
    const { token: deviceSecret } = await rememberLoginDevice(database.db, owner.id);
    const start = Date.now();
    const ask = async (minutes: number, requester: { clientAddress: string; deviceSecret?: string }) =>
      sendLoginLink(deps, { email: owner.email, origin: 'http://x', requesterSecret: 'r', ...requester }, new Date(start + minutes * MINUTE)).then(
        () => 'sent',
        (error: Error) => error.message,
      );

    // Strangers, an hour's allowance at a time, until the shared part of the day is spent.
    for (let index = 0; index < LINKS_PER_EMAIL_PER_DAY_SHARED; index++) {
      expect(await ask(61 * Math.floor(index / LINKS_PER_EMAIL_PER_HOUR), { clientAddress: `198.51.100.${index}` })).toBe('sent');
    }
    expect(await ask(130, { clientAddress: '203.0.113.1' })).toMatch(/^Too many requests/);

    // The owner's browser may ask for the rest, its own allowance at a time, and no more.
    let minutes = 130;
    for (let sent = LINKS_PER_EMAIL_PER_DAY_SHARED; sent < LINKS_PER_EMAIL_PER_DAY; sent++) {
      if ((sent - LINKS_PER_EMAIL_PER_DAY_SHARED) % LINKS_PER_DEVICE === 0) minutes += 16;
      expect(await ask(minutes, { clientAddress: '203.0.113.2', deviceSecret })).toBe('sent');
    }
    expect(await ask(minutes + 16, { clientAddress: '203.0.113.2', deviceSecret })).toMatch(/^Too many requests/);
    expect(sentMails(mailer)).toBe(LINKS_PER_EMAIL_PER_DAY);
  });
});
