import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/worker/config';

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

  it('enables Google sign-in only with both the id and the secret', () => {
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(parseConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
    });
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
