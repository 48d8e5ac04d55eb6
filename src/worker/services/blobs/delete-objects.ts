import { storedObjectKeys } from '../../images/store-image';
import type { Logger } from '../../logging/logger';
import type { BlobStore } from './blob-store';

/**
 * Deletes the stored objects of uploads (renditions, and any original) whose records are already gone (so nobody can be served them any more).
 * Runs after the commit: a storage failure is logged with the key and never fails the caller.
 */
export async function deleteStoredObjects(deps: { blobs: BlobStore; logger: Logger }, uploads: readonly string[], failureMessage: string) {
  const keys = uploads.flatMap(storedObjectKeys);
  const results = await Promise.allSettled(keys.map((key) => deps.blobs.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') deps.logger.warn(failureMessage, { key: keys[index], error: result.reason });
  });
}
