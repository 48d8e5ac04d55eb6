import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/worker/services/mail/create-mailer';
import { createHttpClient, createTestApp, testConfig } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

const PUBLIC_ORIGIN = 'https://attune.example';

describe('the dev outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('lists the login links of a local installation outside production', async () => {
    expect(createMailer(testConfig()).kind).toBe('dev-outbox');
    expect(createMailer(testConfig({ APP_ORIGIN: 'http://127.0.0.1:8787' })).kind).toBe('dev-outbox');
    const { app } = createTestApp(database);
    await createHttpClient(app).auth.requestLoginLink.mutate({ email: 'local.dev@example.com' });
    const page = await (await app.request('/dev/outbox')).text();
    expect(page).toContain('Dev outbox');
    expect(page).toContain('http://localhost:8787/auth/callback#token=');
  });

  it('does not exist on a public origin, even without NODE_ENV=production', async () => {
    const { app } = createTestApp(database, { env: { APP_ORIGIN: PUBLIC_ORIGIN } });
    const page = await (await app.request('/dev/outbox')).text();
    expect(page).not.toContain('Dev outbox');
  });

  it('leaves a public installation without Resend refusing to send links, with a clear reason in the log', async () => {
    const env = { APP_ORIGIN: PUBLIC_ORIGIN };
    const mailer = createMailer(testConfig(env));
    expect(mailer.kind).toBe('unconfigured');
    const { app, logger } = createTestApp(database, { env, mailer });
    const response = await app.request('/trpc/auth.requestLoginLink', {
      method: 'POST',
      headers: { origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'public.host@example.com' }),
    });
    expect(response.ok).toBe(false);
    expect(JSON.stringify(logger.lines.filter((line) => line.level === 'error'))).toContain(
      'Email delivery is not configured: set RESEND_API_KEY and MAIL_FROM.',
    );
    expect(await database.db.selectFrom('email_login_tokens').select('email').where('email', '=', 'public.host@example.com').execute()).toEqual([]);
    const status = await createHttpClient(app).system.status.query();
    expect(status.services.mail).toBe('unconfigured'); // so the sign-in card offers no dev outbox link
  });
});
