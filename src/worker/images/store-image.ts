import type { Kysely } from 'kysely';
import { deleteUploadRecord, recordUpload } from '../db/images';
import type { Database } from '../db/schema';
import type { BlobStore } from '../services/blobs/blob-store';
import { imageKey } from './image-key';
import { CONTENT_TYPES, detectImageFormat, EXTENSIONS } from './image-type';
import { stripImageMetadata, UnsupportedImageError } from './strip-metadata';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The image was fine but storage failed; nothing of it was kept. */
export class ImageStorageError extends Error {
  override name = 'ImageStorageError';
  constructor(cause: unknown) {
    super('The image could not be stored just now. Please try again.', { cause });
  }
}

/**
 * Checks an upload by its content, strips its metadata and stores it under a fresh key, never
 * overwriting: on the (unlikely) collision a new key is drawn. The record is written before the
 * object, because records drive the cleanup of abandoned uploads: an object is never left without
 * one. If the object cannot be stored, the record goes again.
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
    if (!(await recordUpload(db, { key, profileId: upload.profileId, userId: upload.userId, contentType, size: cleaned.length }))) continue;
    let stored: boolean;
    try {
      stored = await blobs.putIfAbsent(key, cleaned, contentType);
    } catch (cause) {
      // Should this delete fail too, the hourly sweep of abandoned uploads removes the record.
      await deleteUploadRecord(db, key).catch(() => undefined);
      throw new ImageStorageError(cause);
    }
    if (stored) return { key, contentType };
    await deleteUploadRecord(db, key); // an object already holds this key: draw another
  }
  throw new Error('Could not find a free image key.');
}
