import type { Kysely } from 'kysely';
import { recordUpload } from '../db/images';
import type { Database } from '../db/schema';
import type { BlobStore } from '../services/blobs/blob-store';
import { imageKey } from './image-key';
import { CONTENT_TYPES, detectImageFormat, EXTENSIONS } from './image-type';
import { stripImageMetadata, UnsupportedImageError } from './strip-metadata';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Checks an upload by its content, strips its metadata and stores it under a fresh key, never
 * overwriting: on the (unlikely) collision a new key is drawn.
 */
export async function storeImage(
  db: Kysely<Database>,
  blobs: BlobStore,
  upload: { bytes: Uint8Array; source: 'paste' | 'file'; profileId: string; userId: string },
): Promise<{ key: string; contentType: string }> {
  if (upload.bytes.length > MAX_IMAGE_BYTES) throw new UnsupportedImageError('Images can be at most 10 MB.');
  const format = detectImageFormat(upload.bytes);
  if (!format) throw new UnsupportedImageError('Only PNG, JPEG, GIF and WebP images can be attached.');
  const cleaned = stripImageMetadata(format, upload.bytes);
  const contentType = CONTENT_TYPES[format];
  const extension = upload.source === 'paste' && format === 'png' ? 'png' : EXTENSIONS[format];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const key = imageKey(upload.source, extension);
    if (!(await blobs.putIfAbsent(key, cleaned, contentType))) continue;
    await recordUpload(db, { key, profileId: upload.profileId, userId: upload.userId, contentType, size: cleaned.length });
    return { key, contentType };
  }
  throw new Error('Could not find a free image key.');
}
