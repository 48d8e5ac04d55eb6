import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LINK_LIFETIME_MS, redeemLoginLink, sendLoginLink } from '../../src/worker/auth/login-links';
import type { DomainError } from '../../src/worker/domain-error';
import { hashToken } from '../../src/worker/auth/tokens';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import { createResendMailer } from '../../src/worker/services/mail/resend-mailer';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { cookiePair, latestLoginToken, redeemOverHttp, requestLinkOverHttp } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createCapturedLogger } from '../support/logger';
import { startFakeHttpServer } from '../support/fake-http-server';

describe.each(testEngines)('magic-link sign-in on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const uniqueEmail = () => `person-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const linkRequest = { clientAddress: '198.51.100.2', origin: 'http://x', requesterSecret: 'secret-of-the-asking-browser' };
  /** The browser that asked for the link, and another one that did not. */
  const asker = { requesterSecret: linkRequest.requesterSecret, confirmed: false };
  const elsewhere = { requesterSecret: null, confirmed: false };

  it('mails a link to /auth/callback and stores only the SHA-256 of its token', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    expect(await createHttpClient(app).auth.requestLoginLink.mutate({ email: `  ${email.toUpperCase()} ` })).toEqual({ email });

    const message = mailer.kind === 'dev-outbox' ? mailer.messages()[0]! : null;
    expect(message).toMatchObject({ to: email, subject: 'Your Attune login link' });
    expect(message?.link).toMatch(/^http:\/\/localhost:8787\/auth\/callback#token=[a-z2-7]{32}$/);
    expect(message?.text).toContain('expires in 10 minutes');
    expect(message?.html).toContain(message?.link);

    const token = latestLoginToken(mailer);
    const rows = await database.db.selectFrom('email_login_tokens').selectAll().where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers the same for a new and an existing email, and creates the account at first sign-in', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    const first = await createHttpClient(app).auth.requestLoginLink.mutate({ email });
    expect(await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    await redeemOverHttp(app, latestLoginToken(mailer), undefined, true);
    const second = await createHttpClient(app).auth.requestLoginLink.mutate({ email });
    expect(second).toEqual(first);
    expect(await database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('signs in once with a session cookie whose token is stored only hashed', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    const browser = await requestLinkOverHttp(app, email);
    const response = await redeemOverHttp(app, latestLoginToken(mailer), browser);
    expect(response.status).toBe(200);

    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^attune_session=[a-z2-7]{32};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const sessionToken = cookiePair(setCookie).split('=')[1]!;
    const sessions = await database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id'])
      .where('users.email', '=', email)
      .execute();
    expect(sessions).toEqual([{ id: hashToken(sessionToken) }]);

    const me = await createHttpClient(app, cookiePair(setCookie)).auth.session.query();
    expect(me.user).toMatchObject({ email, onboardingCompleted: false });
  });

  it('refuses a reused, a tampered and an expired link', async () => {
    const { app, mailer } = createTestApp(database);
    const client = createHttpClient(app);
    const browser = await requestLinkOverHttp(app, uniqueEmail());
    const token = latestLoginToken(mailer);
    await redeemOverHttp(app, token, browser);

    const reuse = await client.auth.redeemLoginLink.mutate({ token }).catch((error: unknown) => error);
    expect((reuse as TRPCClientError<never>).message).toBe(
      'This login link is invalid or has already been used. Please request a new one.',
    );

    await client.auth.requestLoginLink.mutate({ email: uniqueEmail() });
    const fresh = latestLoginToken(mailer);
    const tampered = `${fresh.slice(0, -1)}${fresh.endsWith('a') ? 'b' : 'a'}`;
    await expect(client.auth.redeemLoginLink.mutate({ token: tampered })).rejects.toThrow(/invalid or has already been used/);
    await expect(client.auth.redeemLoginLink.mutate({ token: 'not a token' })).rejects.toThrow(/not valid/);

    const outbox = createDevOutbox(() => {});
    const sentAt = new Date(Date.now() - LOGIN_LINK_LIFETIME_MS - 1000);
    await sendLoginLink({ db: database.db, mailer: outbox, logger: createCapturedLogger() }, { ...linkRequest, email: uniqueEmail() }, sentAt);
    expect(await redeemLoginLink(database.db, latestLoginToken(outbox), asker)).toEqual({ status: 'expired' });
    await sendLoginLink({ db: database.db, mailer: outbox, logger: createCapturedLogger() }, { ...linkRequest, email: uniqueEmail() }, sentAt);
    expect(await redeemLoginLink(database.db, latestLoginToken(outbox), elsewhere)).toEqual({ status: 'expired' });
  });

  it('retires an unused link when a newer one is sent to the same address', async () => {
    const { app, mailer } = createTestApp(database);
    const client = createHttpClient(app);
    const email = uniqueEmail();
    await client.auth.requestLoginLink.mutate({ email });
    const older = latestLoginToken(mailer);
    const browser = await requestLinkOverHttp(app, email);
    const newer = latestLoginToken(mailer);
    await expect(client.auth.redeemLoginLink.mutate({ token: older, confirmed: true })).rejects.toThrow(/invalid or has already been used/);
    const signedIn = await redeemOverHttp(app, newer, browser);
    expect(await signedIn.json()).toMatchObject({ result: { data: { signedIn: true } } });
  });

  it('opened in a browser that did not ask for it, names the account and signs in only once confirmed', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    const asking = await requestLinkOverHttp(app, email);
    const token = latestLoginToken(mailer);
    const strangers = [undefined, 'attune_login_request=forged-secret', asking.replace(/=.*/, '=')];
    for (const cookie of strangers) {
      const opened = await redeemOverHttp(app, token, cookie);
      expect(await opened.json()).toEqual({ result: { data: { signedIn: false, email } } });
      expect(opened.headers.getSetCookie()).toEqual([]);
    }
    expect(await database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const confirmed = await redeemOverHttp(app, token, undefined, true);
    expect(await confirmed.json()).toEqual({ result: { data: { signedIn: true } } });
    expect(confirmed.headers.getSetCookie()[0]).toMatch(/^attune_session=[a-z2-7]{32};/);
    expect(await (await redeemOverHttp(app, token, asking)).json()).toMatchObject({ error: { message: /invalid or has already been used/ } });
  });

  it('binds the link to a secret the asking browser keeps in an HttpOnly cookie, cleared at sign-in', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    const asked = await app.request('/trpc/auth.requestLoginLink', withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }));
    const [requestCookie] = asked.headers.getSetCookie();
    expect(requestCookie).toMatch(/^attune_login_request=[a-z2-7]{32}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const secret = cookiePair(requestCookie!).split('=')[1]!;
    const row = await database.db.selectFrom('email_login_tokens').select('requester_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.requester_hash).toBe(hashToken(secret));

    const signedIn = await redeemOverHttp(app, latestLoginToken(mailer), cookiePair(requestCookie!));
    expect(await signedIn.json()).toEqual({ result: { data: { signedIn: true } } });
    expect(signedIn.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^attune_login_request=; Max-Age=0;/));
  });

  it('refuses the 6th link for one email from one requester within 15 minutes, and the 21st from one address', async () => {
    const { app } = createTestApp(database, { clientAddress: '198.51.100.30' });
    const client = createHttpClient(app);
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt += 1) await client.auth.requestLoginLink.mutate({ email });
    const sixth = await client.auth.requestLoginLink.mutate({ email }).catch((error: unknown) => error);
    expect(sixth).toBeInstanceOf(TRPCClientError);
    expect((sixth as TRPCClientError<never>).data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect((sixth as TRPCClientError<never>).message).toBe('Too many requests, try again in 15 minutes.');

    for (let attempt = 0; attempt < 15; attempt += 1) await client.auth.requestLoginLink.mutate({ email: uniqueEmail() });
    await expect(client.auth.requestLoginLink.mutate({ email: uniqueEmail() })).rejects.toThrow(/Too many requests/);
  });

  it('lets the owner of an address get a link after a stranger spent theirs, and bounds the mail to one address', async () => {
    const email = uniqueEmail();
    const from = (clientAddress: string) => createHttpClient(createTestApp(database, { clientAddress }).app);
    const stranger = from('203.0.113.66');
    for (let attempt = 0; attempt < 5; attempt += 1) await stranger.auth.requestLoginLink.mutate({ email });
    await expect(stranger.auth.requestLoginLink.mutate({ email })).rejects.toThrow(/Too many requests/);
    await expect(from('198.51.100.77').auth.requestLoginLink.mutate({ email })).resolves.toEqual({ email });

    // Three more connections bring the address to 20 links this hour; a further one is refused.
    for (const [requester, links] of [['203.0.113.1', 5], ['203.0.113.2', 5], ['203.0.113.3', 4]] as const) {
      for (let attempt = 0; attempt < links; attempt += 1) await from(requester).auth.requestLoginLink.mutate({ email });
    }
    await expect(from('203.0.113.4').auth.requestLoginLink.mutate({ email })).rejects.toThrow('Too many requests, try again in 60 minutes.');
  });

  it('does not count a link whose mail failed, and stores no token for it', async () => {
    const failing = { kind: 'resend' as const, send: async () => Promise.reject(new Error('mail server down')) };
    const email = uniqueEmail();
    const failure = await sendLoginLink({ db: database.db, mailer: failing, logger: createCapturedLogger() }, { ...linkRequest, email }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'BAD_GATEWAY' });
    expect((failure as DomainError).cause).toMatchObject({ message: 'mail server down' });
    expect(await database.db.selectFrom('email_login_tokens').select('email').where('email', '=', email).execute()).toEqual([]);
    expect(await database.db.selectFrom('rate_limit_hits').select('subject').where('subject', '=', email).execute()).toEqual([]);
  });

  it('answers an invalid email with the spec message, said once', async () => {
    const { app, mailer } = createTestApp(database);
    const refused = (email: string) =>
      createHttpClient(app).auth.requestLoginLink.mutate({ email }).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    const invalid = ['me@example', 'a@b.com,c.de', 'me\u0000@example.com', '<me>@example.com', '"me"@example.com', 'me@exa mple.com'];
    for (const email of [...invalid, `${'x'.repeat(300)}@example`]) {
      expect(await refused(email)).toBe('Please enter a valid email address.');
    }
    expect(await refused(`${'x'.repeat(250)}@example.com`)).toBe('Please enter a valid email address.');
    expect(mailer.kind === 'dev-outbox' && mailer.messages()).toEqual([]);
  });

  it('answers BAD_GATEWAY with a readable message when the mail provider fails, and logs the cause', async () => {
    const resend = await startFakeHttpServer({ 'POST /emails': () => ({ status: 500, json: { statusCode: 500, name: 'internal_server_error', message: 'Resend is down.' } }) });
    try {
      const mailer = createResendMailer({ apiKey: 're_test_key', from: 'Attune <login@attune.example>', baseUrl: resend.url });
      const { app, logger } = createTestApp(database, { mailer });
      const email = uniqueEmail();
      const error = await createHttpClient(app).auth.requestLoginLink.mutate({ email }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<never>).message).toBe('We could not send the login email. Please try again in a moment.');
      expect((error as TRPCClientError<never>).data).toMatchObject({ code: 'BAD_GATEWAY', httpStatus: 502 });
      expect(resend.requests).toHaveLength(1);
      expect(JSON.stringify(logger.lines.find((line) => line.msg === 'login email failed'))).toContain('Resend is down.');
      expect(await database.db.selectFrom('email_login_tokens').select('email').where('email', '=', email).execute()).toEqual([]);
    } finally {
      await resend.close();
    }
  });
});
