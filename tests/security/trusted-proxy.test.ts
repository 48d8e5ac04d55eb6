import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKS_PER_ADDRESS, LINKS_PER_EMAIL_AND_REQUESTER } from '../../src/worker/auth/login-link-limits';
import { UNTRUSTED_PROXY_MESSAGE } from '../../src/worker/http/client-address';
import { createTestApp, withAppOrigin } from '../support/app';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';

const uniqueEmail = (name = 'person') => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe.each(testEngines)('login-link limits behind a reverse proxy on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  /** The Node host's view: every request arrives from the proxy on loopback, which names the client in X-Forwarded-For. */
  const behindProxy = (env: Record<string, string> = { TRUSTED_PROXIES: '127.0.0.1' }) => createTestApp(database, { clientAddress: '127.0.0.1', env });
  const requestLink = (app: ReturnType<typeof createTestApp>['app'], email: string, forwardedFor?: string) =>
    app.request(
      '/trpc/auth.requestLoginLink',
      withAppOrigin({
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ email }),
      }),
    );
  const statuses = async (count: number, send: (index: number) => Response | Promise<Response>) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index++) answers.push((await send(index)).status);
    return answers;
  };

  it('counts each visitor by the address the trusted proxy names, so a stranger cannot lock out the owner or bystanders', async () => {
    const { app } = behindProxy();
    const victim = uniqueEmail('victim');
    expect(await statuses(LINKS_PER_EMAIL_AND_REQUESTER + 1, () => requestLink(app, victim, '203.0.113.66'))).toEqual([
      ...Array<number>(LINKS_PER_EMAIL_AND_REQUESTER).fill(200),
      429,
    ]);
    expect((await requestLink(app, victim, '198.51.100.5')).status).toBe(200);

    expect(await statuses(LINKS_PER_ADDRESS, () => requestLink(app, uniqueEmail(), '203.0.113.67'))).toEqual(Array<number>(LINKS_PER_ADDRESS).fill(200));
    expect((await requestLink(app, uniqueEmail(), '203.0.113.67')).status).toBe(429);
    expect((await requestLink(app, uniqueEmail('bystander'), '198.51.100.6')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust, and entries left of the hop the proxy added', async () => {
    const direct = createTestApp(database, { clientAddress: '198.51.100.9', env: { TRUSTED_PROXIES: '127.0.0.1' } }).app;
    const email = uniqueEmail();
    const rotating = await statuses(LINKS_PER_EMAIL_AND_REQUESTER + 1, (index) => requestLink(direct, email, `203.0.113.${index + 1}`));
    expect(rotating.at(-1)).toBe(429);

    const { app } = behindProxy();
    const other = uniqueEmail();
    const spoofed = await statuses(LINKS_PER_EMAIL_AND_REQUESTER + 1, (index) => requestLink(app, other, `203.0.113.${index + 1}, 198.51.100.77`));
    expect(spoofed.at(-1)).toBe(429);
  });

  it('counts an IPv6 client by its /64, so one host cannot rotate addresses', async () => {
    const { app } = behindProxy();
    const email = uniqueEmail();
    const rotating = await statuses(LINKS_PER_EMAIL_AND_REQUESTER + 1, (index) => requestLink(app, email, `2001:db8:5:6::${index + 1}`));
    expect(rotating.at(-1)).toBe(429);
    expect((await requestLink(app, email, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('refuses, in production, forwarded requests from a loopback proxy it was not told to trust, with the fix in the log', async () => {
    const { app, logger } = behindProxy({ NODE_ENV: 'production' });
    const refused = await requestLink(app, uniqueEmail(), '198.51.100.8');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: { message: UNTRUSTED_PROXY_MESSAGE } });
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'request through an untrusted proxy refused', advice: expect.stringContaining('TRUSTED_PROXIES') }),
    );
    expect((await requestLink(behindProxy({ NODE_ENV: 'production', TRUSTED_PROXIES: '127.0.0.1' }).app, uniqueEmail(), '198.51.100.8')).status).toBe(200);
    expect((await requestLink(behindProxy({ NODE_ENV: 'development' }).app, uniqueEmail(), '198.51.100.8')).status).toBe(200);
  });
});
