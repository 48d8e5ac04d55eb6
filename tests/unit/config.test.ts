import { describe, expect, it } from 'vitest';
import { sessionCookie } from '../../src/worker/auth/session-cookie';
import { ConfigError, isLocalOrigin, parseConfig } from '../../src/worker/config';
import { devOutboxAllowed } from '../../src/worker/services/mail/create-mailer';

describe('parseConfig', () => {
  it('runs with nothing configured: embedded services on port 8787', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      origin: 'http://localhost:8787',
      port: 8787,
      dataDir: '.data',
      databaseUrl: null,
      google: null,
      openai: null,
      stripe: null,
    });
  });

  it('treats blank values as unset and follows PORT for the default origin', () => {
    const config = parseConfig({ PORT: '9000', DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.origin).toBe('http://localhost:9000');
    expect(config.databaseUrl).toBeNull();
  });

  it('takes Stripe all or nothing, and its fake API base only outside production', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
    expect(parseConfig(keys).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', priceId: 'price_1', apiBase: null });
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(parseConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).stripe?.apiBase).toEqual({ protocol: 'http', host: '127.0.0.1', port: 4010 });
    expect(() => parseConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010', NODE_ENV: 'production' })).toThrow(/for tests only/);
  });

  it('offers fake payments (PAYMENTS=fake) for development on a local origin only', () => {
    expect(parseConfig({ PAYMENTS: 'fake' })).toMatchObject({ fakePayments: true, stripe: null });
    expect(parseConfig({ PAYMENTS: 'fake', APP_ORIGIN: 'http://127.0.0.1:5173' }).fakePayments).toBe(true);
    expect(parseConfig({}).fakePayments).toBe(false);
    expect(() => parseConfig({ PAYMENTS: 'fake', NODE_ENV: 'production' })).toThrow(/never in production/);
    expect(() => parseConfig({ PAYMENTS: 'fake', APP_ORIGIN: 'https://attune.example' })).toThrow(/local APP_ORIGIN only/);
    expect(() => parseConfig({ PAYMENTS: 'fake', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_PRICE_ID: 'p' })).toThrow(/choose the fake or Stripe/);
  });

  it('offers Web Push only with both VAPID keys, and a contact (https origin or VAPID_SUBJECT)', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(parseConfig({}).push).toBeNull();
    expect(parseConfig({ ...keys, APP_ORIGIN: 'https://attune.example' }).push).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'https://attune.example' });
    expect(parseConfig({ ...keys, VAPID_SUBJECT: 'mailto:me@example.com' }).push?.subject).toBe('mailto:me@example.com');
    expect(() => parseConfig(keys)).toThrow(/VAPID_SUBJECT must be set/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => parseConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('enables Google sign-in only with both the id and the secret', () => {
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
    });
  });

  it('enables OpenAI with a key, on gpt-4.1 at api.openai.com with 60 s a try unless told otherwise', () => {
    expect(parseConfig({ OPENAI_API_KEY: 'sk-1' }).openai).toEqual({ apiKey: 'sk-1', baseUrl: null, model: 'gpt-4.1', timeoutMs: 60_000 });
    expect(
      parseConfig({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'http://127.0.0.1:4020/v1', OPENAI_MODEL: 'gpt-4.1-mini', OPENAI_TIMEOUT_MS: '20000' }).openai,
    ).toEqual({
      apiKey: 'sk-1',
      baseUrl: 'http://127.0.0.1:4020/v1',
      model: 'gpt-4.1-mini',
      timeoutMs: 20_000,
    });
    expect(parseConfig({ OPENAI_MODEL: 'gpt-4.1-mini' }).openai).toBeNull();
  });

  it('names every invalid variable in one readable error', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('ignores Worker bindings and unknown variables', () => {
    expect(() => parseConfig({ IMAGES: { put() {} }, SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});

describe('a local origin', () => {
  const local = ['http://localhost:8787', 'http://127.0.0.1:8787', 'http://[::1]:8787', 'http://localhost', 'https://localhost:8443'];
  const publicOrigins = ['https://attune.example', 'http://localhost.example.com', 'http://127.0.0.1.nip.io', 'http://[::2]:8787'];

  it.each(local)('%s is this machine only: a plain session cookie and the dev outbox', (origin) => {
    const config = parseConfig({ APP_ORIGIN: origin });
    expect(isLocalOrigin(origin)).toBe(true);
    expect(sessionCookie(config, 'token', new Date())).not.toMatch(/Secure|__Host-/);
    expect(devOutboxAllowed(config)).toBe(true);
  });

  it.each(publicOrigins)('%s is public: a Secure __Host- cookie and no outbox', (origin) => {
    const config = parseConfig({ APP_ORIGIN: origin });
    expect(isLocalOrigin(origin)).toBe(false);
    expect(sessionCookie(config, 'token', new Date())).toMatch(/^__Host-attune_session=token;.*Secure/);
    expect(devOutboxAllowed(config)).toBe(false);
  });
});
