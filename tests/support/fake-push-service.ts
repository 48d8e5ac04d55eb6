import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/push/${name}`, import.meta.url));
const CERTIFICATE = fixture('local-push-service.cert.pem');

export interface ReceivedPush {
  /** The path of the endpoint it was sent to. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The notification as the browser would read it, decrypted with the subscription's keys (RFC 8291). */
  payload: unknown;
}

/**
 * Whether the request carries a VAPID token (RFC 8292) that a push service accepts: signed (ES256)
 * by the key it names, for this service's origin, not expired.
 */
async function validVapid(authorization: string | undefined, origin: string): Promise<boolean> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return false;
  const [, header, claims, signature, publicKey] = match as unknown as [string, string, string, string, string];
  const key = await crypto.subtle.importKey('raw', Buffer.from(publicKey, 'base64url'), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, Buffer.from(signature, 'base64url'), Buffer.from(`${header}.${claims}`));
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number };
  return signed && aud === origin && typeof exp === 'number' && exp > Date.now() / 1000;
}

/**
 * A local push service (RFC 8030) over https with a test certificate: each browser subscription it
 * hands out has its own endpoint and keys, as a real browser's would. It checks the VAPID token
 * (403 when wrong), decrypts what it receives with http_ece (an implementation independent of the
 * app's library), and answers 201, or the status set for an endpoint (410 for one the browser has dropped).
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  let origin = '';
  const server = createServer({ cert: CERTIFICATE, key: fixture('local-push-service.key.pem') }, (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const path = incoming.url ?? '/';
      const browser = browsers.get(path);
      const authorised = await validVapid(incoming.headers.authorization, origin);
      const status = !authorised ? 403 : (statuses.get(path) ?? (browser ? 201 : 404));
      if (browser && status === 201) {
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
        received.push({ path, headers: incoming.headers, payload: JSON.parse(plain.toString('utf8')) });
      }
      outgoing.writeHead(status).end();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A browser's PushSubscription.toJSON() for a new endpoint of this service. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** From now on the endpoint answers `status` (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** fetch for the push sender that trusts the fake service's test certificate (Node's global fetch takes no CA). */
export const fetchTrustingFakePushService: typeof fetch = (input, init) =>
  new Promise((resolve, reject) => {
    const url = new URL(String(input));
    const headers = headerRecord(new Headers(init?.headers));
    const outgoing = httpsRequest(url, { method: init?.method ?? 'GET', headers, ca: CERTIFICATE }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(new Response(null, { status: incoming.statusCode ?? 500 })));
    });
    outgoing.on('error', reject);
    outgoing.end(init?.body ? Buffer.from(init.body as Uint8Array) : undefined);
  });

function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => (record[name] = value));
  return record;
}
