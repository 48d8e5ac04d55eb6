import type { Kysely } from 'kysely';
import { MAX_IMAGE_BYTES } from '../../shared/domain/entries';
import { consumeRateLimits, tooManyRequests } from '../db/rate-limits';
import type { Database } from '../db/schema';

/** Image uploads an account may make in an hour, and their bytes together (50 of the largest images). */
export const UPLOADS_PER_HOUR = 200;
export const UPLOAD_BYTES_PER_HOUR = 50 * MAX_IMAGE_BYTES;
export const TOO_MANY_UPLOADS = `Too many images uploaded in the last hour (at most ${UPLOADS_PER_HOUR}, or 500 MB)`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one upload of `bytes` for the account, refusing with a readable message past either hourly
 * limit. It runs before the image is checked, so an upload that is refused still counts: the
 * checking is the work these limits bound.
 */
export async function consumeUploadAllowance(db: Kysely<Database>, userId: string, bytes: number): Promise<void> {
  const limit = await db.transaction().execute((trx) =>
    consumeRateLimits(trx, [
      { bucket: 'image-uploads', subject: userId, limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS },
      { bucket: 'image-upload-bytes', subject: userId, limit: UPLOAD_BYTES_PER_HOUR, windowMs: HOUR_MS, cost: Math.max(1, bytes) },
    ]),
  );
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs, TOO_MANY_UPLOADS);
}
