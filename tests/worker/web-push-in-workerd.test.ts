import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_startWorker } from 'wrangler';
import { generateVapidKeys } from '../../src/worker/services/reminders/vapid-keys';
import '../support/workerd';

/**
 * The push library (Web Crypto only) is proven on Node by tests/integration/reminders.test.ts; here
 * the same sender runs in workerd, and what it would send is decrypted in Node with http_ece.
 */
describe('Web Push in workerd', () => {
  let worker: Awaited<ReturnType<typeof unstable_startWorker>>;
  beforeAll(async () => {
    worker = await unstable_startWorker({
      entrypoint: 'tests/worker/fixtures/web-push-worker.ts',
      compatibilityDate: '2026-05-01',
      compatibilityFlags: ['nodejs_compat'],
      dev: { remote: false, persist: mkdtempSync(join(tmpdir(), 'attune-push-')), server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn' },
    });
    await worker.ready;
  }, 120_000);
  afterAll(() => worker?.dispose());

  it('encrypts a notification (RFC 8291, aes128gcm) and signs it (VAPID) so that the browser reads it', async () => {
    const keys = await generateVapidKeys();
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const subscription = { endpoint: 'https://push.example/send/device-1', keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    const response = await fetch((await worker.url).origin, {
      method: 'POST',
      body: JSON.stringify({ push: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'mailto:operator@attune.example' }, subscription }),
    });
    const { outcome, sent } = (await response.json()) as { outcome: unknown; sent: { url: string; headers: Record<string, string>; body: string } };

    expect(outcome).toEqual({ kind: 'sent' });
    expect(sent.url).toBe(subscription.endpoint);
    expect(sent.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '1800', topic: 'reminder', authorization: expect.stringContaining(`k=${keys.VAPID_PUBLIC_KEY}`) });
    const plain = decrypt(Buffer.from(sent.body, 'base64'), { version: 'aes128gcm', privateKey: browser, authSecret: auth });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: 'Attune', body: 'From workerd', url: '/', tag: 'attune-reminder' });
  });
});
