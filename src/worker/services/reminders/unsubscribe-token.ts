import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import { instanceSecret } from '../../db/instance-secrets';
import type { Database } from '../../db/schema';

/** Where a reminder email's one-click unsubscribe goes (RFC 8058): GET shows a button, POST stops the emails. */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, userId: string) => hmac(SHA256, new TextEncoder().encode(secret), new TextEncoder().encode(`reminder-email:${userId}`));

/** A token naming the account, signed with the installation's own key: it needs no sign-in and cannot be made for another account. */
export async function unsubscribeToken(db: Kysely<Database>, userId: string): Promise<string> {
  return `${userId}.${encodeBase64urlNoPadding(mac(await instanceSecret(db, 'reminder_unsubscribe'), userId))}`;
}

/** The account a token was made for, or null when it was not made by this installation. */
export async function verifyUnsubscribeToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const [userId, signature, extra] = token.split('.');
  if (!userId || !signature || extra !== undefined || !UUID.test(userId) || !/^[\w-]{43}$/.test(signature)) return null;
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(signature);
  } catch {
    return null; // 43 characters that are not the encoding of 32 bytes
  }
  return constantTimeEqual(given, mac(await instanceSecret(db, 'reminder_unsubscribe'), userId)) ? userId : null;
}

export const unsubscribeUrl = (origin: string, token: string) => `${origin}${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
