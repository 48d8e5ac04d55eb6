import { deleteAbandonedUploads } from '../db/images';
import type { DatabaseProvider } from '../db/provider';
import type { Logger } from '../logging/logger';
import type { BlobStore } from './blobs/blob-store';

/** An upload no entry has taken up after a day was abandoned (a closed tab, a removed picture). */
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
  const lease = deps.database.acquire();
  let keys: string[];
  try {
    keys = await deleteAbandonedUploads(lease.db, new Date(now - ABANDONED_UPLOAD_AGE_MS), BATCH_SIZE);
  } finally {
    await lease.release();
  }
  const results = await Promise.allSettled(keys.map((key) => deps.blobs.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') deps.logger.warn('abandoned upload not deleted from storage', { key: keys[index], error: result.reason });
  });
  if (keys.length > 0) deps.logger.info('abandoned uploads removed', { count: keys.length });
  return keys.length;
}
