import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/worker/http/security-headers';

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the content security policy', () => {
  it('loads images only from our origin, data and blob URLs, and Google account pictures', async () => {
    const app = new Hono().use(securityHeaders()).get('/', (c) => c.text('page'));
    const policy = (await app.request('/')).headers.get('content-security-policy');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://lh3.googleusercontent.com");
  });
});
