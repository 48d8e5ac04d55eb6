import { encodeBase64urlNoPadding } from '@oslojs/encoding';

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * The id a record takes in the target profile when its own id is taken by another profile: derived
 * from both, so importing the same file into the same profile again finds it and adds nothing.
 */
export async function derivedEntryId(profileId: string, id: string): Promise<string> {
  return encodeBase64urlNoPadding(await digest(`entry:${profileId}:${id}`)).slice(0, 21);
}

/** As `derivedEntryId`, as a UUID (version 8, name-based) for insights and exercise sessions. */
export async function derivedUuid(kind: string, profileId: string, id: string): Promise<string> {
  const bytes = (await digest(`${kind}:${profileId}:${id}`)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
