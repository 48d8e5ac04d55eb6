import type { Kysely } from 'kysely';
import { deleteUploadRecord, recordUpload } from '../db/images';
import type { Database } from '../db/schema';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { OffThread } from '../off-thread/off-thread';
import type { BlobStore } from '../services/blobs/blob-store';
import { imageKey } from './image-key';
import { CONTENT_TYPES, EXTENSIONS } from './image-type';

type ImageDeps = { db: Kysely<Database>; blobs: BlobStore; logger: Logger; offThread: OffThread };
type Upload = { bytes: Uint8Array; source: 'paste' | 'file'; profileId: string; userId: string };

/** cleanImage, off the request thread, with a refusal logged (and which check refused it, which the person is not told). */
async function cleanUpload({ logger, offThread }: ImageDeps, upload: Upload) {
  try {
    return await offThread.run('image.clean', upload.bytes);
  } catch (error) {
    if (error instanceof DomainError) logger.warn('image refused', { reason: error.message, detail: error.cause, userId: upload.userId });
    throw error;
  }
}

/**
 * Checks an upload by its content, strips its metadata and stores it under a fresh key, never
 * overwriting: on the (unlikely) collision a new key is drawn. The record is written before the
 * object, because records drive the cleanup of abandoned uploads: an object is never left without
 * one. If the object cannot be stored, the record goes again.
 */
export async function storeImage(deps: ImageDeps, upload: Upload): Promise<{ key: string; contentType: string }> {
  const { db, blobs, logger } = deps;
  const { format, cleaned } = await cleanUpload(deps, upload);
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
      logger.error('image not stored', { error: cause, userId: upload.userId });
      throw new DomainError('SERVICE_UNAVAILABLE', 'The image could not be stored just now. Please try again.', { cause });
    }
    if (stored) return { key, contentType };
    await deleteUploadRecord(db, key); // an object already holds this key: draw another
  }
  throw new Error('Could not find a free image key.');
}
