import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/**
 * Derives the ids a record takes in a profile when its own id is held by another one: keyed with
 * the installation's secret (instance_secrets), so nobody outside can work out the id ahead of
 * the import and take it first; from the profile and the record, so importing the same file into
 * the same profile again finds it and adds nothing.
 */
export function importedIdDeriver(secret: string, profileId: string) {
  const key = new TextEncoder().encode(secret);
  const mac = (kind: string, id: string) => hmac(SHA256, key, new TextEncoder().encode(`${kind}:${profileId}:${id}`));
  return {
    entry: (id: string) => encodeBase64urlNoPadding(mac('entry', id)).slice(0, 21),
    /** As a UUID (version 8, name-based), for insights and exercise sessions. */
    uuid: (kind: 'insight' | 'session', id: string) => {
      const bytes = mac(kind, id).slice(0, 16);
      bytes[6] = (bytes[6]! & 0x0f) | 0x80;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
