import type { Kysely } from 'kysely';
import { deleteUploadRecord, recordUpload } from '../db/images';
import type { Database } from '../db/schema';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { OffThread } from '../off-thread/off-thread';
import type { BlobStore } from '../services/blobs/blob-store';
import { imageKey } from './image-key';
import { RENDITION_SIDES, type Renditions, type RenditionSize } from './renditions';

export type ImageDeps = { db: Kysely<Database>; blobs: BlobStore; logger: Logger; offThread: OffThread; maxPhotoPixels?: number };
type Upload = { bytes: Uint8Array; source: 'paste' | 'file'; profileId: string; userId: string };

export const RENDITION_TYPE = 'image/webp';

/** Where a rendition of the upload `key` is stored: `{key}.{long side}.webp`. */
export const renditionKey = (key: string, size: RenditionSize) => `${key}.${RENDITION_SIDES[size]}.webp`;

/** Every object an upload may have: its renditions, and the original of a photo stored before renditions existed. */
export const storedObjectKeys = (key: string) => [key, renditionKey(key, 'display'), renditionKey(key, 'thumb')];

/** makeRenditions, off the request thread, with a refusal logged (and which check refused it, which the person is not told). */
async function renditionsOf({ logger, offThread, maxPhotoPixels }: ImageDeps, bytes: Uint8Array, userId: string | null): Promise<Renditions> {
  try {
    return await offThread.run('image.renditions', { bytes, maxPixels: maxPhotoPixels });
  } catch (error) {
    if (error instanceof DomainError) logger.warn('image refused', { reason: error.message, detail: error.cause, userId });
    throw error;
  }
}

/** Stores both renditions; an object already there (made by a request at the same time) is kept. */
async function putRenditions(blobs: BlobStore, key: string, renditions: Renditions) {
  await blobs.putIfAbsent(renditionKey(key, 'thumb'), renditions.thumb.bytes, RENDITION_TYPE);
  await blobs.putIfAbsent(renditionKey(key, 'display'), renditions.display.bytes, RENDITION_TYPE);
}

/**
 * Makes an upload's renditions and stores them under a fresh key, never overwriting: on the
 * (unlikely) collision a new key is drawn. The original is not stored. The record is written
 * before the objects, because records drive the cleanup of abandoned uploads: an object is never
 * left without one. If the objects cannot be stored, the record goes again.
 */
export async function storeImage(deps: ImageDeps, upload: Upload): Promise<{ key: string; contentType: string }> {
  const { db, blobs, logger } = deps;
  const renditions = await renditionsOf(deps, upload.bytes, upload.userId);
  const size = renditions.display.bytes.length + renditions.thumb.bytes.length;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const key = imageKey(upload.source, 'webp');
    if (!(await recordUpload(db, { key, profileId: upload.profileId, userId: upload.userId, contentType: RENDITION_TYPE, size }))) continue;
    try {
      if (await blobs.putIfAbsent(renditionKey(key, 'display'), renditions.display.bytes, RENDITION_TYPE)) {
        await blobs.putIfAbsent(renditionKey(key, 'thumb'), renditions.thumb.bytes, RENDITION_TYPE);
        return { key, contentType: RENDITION_TYPE };
      }
    } catch (cause) {
      // Should this delete fail too, the hourly sweep of abandoned uploads removes the record and objects.
      await deleteUploadRecord(db, key).catch(() => undefined);
      logger.error('image not stored', { error: cause, userId: upload.userId });
      throw new DomainError('SERVICE_UNAVAILABLE', 'The image could not be stored just now. Please try again.', { cause });
    }
    await deleteUploadRecord(db, key); // an object already holds this key: draw another
  }
  throw new Error('Could not find a free image key.');
}

/**
 * A rendition of a stored upload. A photo stored before renditions existed (its original under
 * its key) gets them on its first request, made from that original through the same pipeline.
 */
export async function getRendition(deps: ImageDeps, key: string, size: RenditionSize) {
  const stored = await deps.blobs.get(renditionKey(key, size));
  if (stored) return stored;
  const original = await deps.blobs.get(key);
  if (!original) return null;
  const renditions = await renditionsOf(deps, new Uint8Array(await new Response(original.body).arrayBuffer()), null);
  await putRenditions(deps.blobs, key, renditions);
  return deps.blobs.get(renditionKey(key, size));
}
