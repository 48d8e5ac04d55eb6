import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/**
 * A new VAPID key pair (RFC 8292): an ECDSA P-256 key, as the environment variables take it — the
 * public key as its uncompressed point and the private key as its `d`, both base64url.
 */
export async function generateVapidKeys(): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const privateKey = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { VAPID_PUBLIC_KEY: encodeBase64urlNoPadding(publicKey), VAPID_PRIVATE_KEY: privateKey.d! };
}
