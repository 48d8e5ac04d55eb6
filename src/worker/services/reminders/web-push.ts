import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { PushConfig } from '../../config';
import type { StoredPushSubscription } from '../../db/push-subscriptions';

/** What a push service said about one notification: taken, gone for good (forget the browser), or refused this time. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; status: number | null; reason: string };

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  send(subscription: StoredPushSubscription, payload: PushPayload, options: { ttlSeconds: number; topic: string }): Promise<PushOutcome>;
}

/** What the service worker shows (src/service-worker/reminder-notifications.ts). */
export type PushPayload = {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  tag: string;
};

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and payload encryption (RFC 8291, aes128gcm) by
 * @block65/webcrypto-web-push, which uses Web Crypto only and so runs the same in the Worker and on
 * Node. `fetcher` is the global fetch; tests pass one that trusts their local push service.
 */
export function createWebPush(config: PushConfig, fetcher: typeof fetch = (input, init) => fetch(input, init)): PushSender {
  const vapid = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    publicKey: config.publicKey,
    async send(subscription, payload, options) {
      const request = await buildPushPayload(
        { data: payload, options: { ttl: options.ttlSeconds, topic: options.topic, urgency: 'normal' } },
        { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
        vapid,
      );
      let response: Response;
      try {
        response = await fetcher(subscription.endpoint, { method: 'POST', headers: request.headers, body: request.body });
      } catch (error) {
        return { kind: 'failed', status: null, reason: error instanceof Error ? error.message : String(error) };
      }
      await response.body?.cancel();
      if (response.ok) return { kind: 'sent' };
      // RFC 8030 §7.3: the subscription has expired or was removed; it will never take a message again.
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      return { kind: 'failed', status: response.status, reason: response.statusText };
    },
  };
}

/** The host's push sender: none without VAPID keys. */
export const createPush = (config: { push: PushConfig | null }) => (config.push ? createWebPush(config.push) : null);
