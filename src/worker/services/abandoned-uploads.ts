import { deleteAbandonedUploads } from '../db/images';
import { type DatabaseProvider, withLease } from '../db/provider';
import type { Logger } from '../logging/logger';
import type { BlobStore } from './blobs/blob-store';
import { deleteStoredObjects } from './blobs/delete-objects';

/**
 * An upload no live entry shows after a day was abandoned (a closed tab, a removed picture), or
 * is left over from a deleted entry that a release could not take (two deletes at once).
 */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Removes abandoned uploads: first their records (after which nobody can be served them), then
 * the stored objects. Runs on a schedule: the Worker's cron trigger, a timer in the Node host.
 */
export async function removeAbandonedUploads(
  deps: { database: DatabaseProvider; blobs: BlobStore; logger: Logger },
  now = Date.now(),
): Promise<number> {
  const keys = await withLease(deps.database, (db) => deleteAbandonedUploads(db, new Date(now - ABANDONED_UPLOAD_AGE_MS), BATCH_SIZE));
  await deleteStoredObjects(deps, keys, 'abandoned upload not deleted from storage');
  if (keys.length > 0) deps.logger.info('abandoned uploads removed', { count: keys.length });
  return keys.length;
}
