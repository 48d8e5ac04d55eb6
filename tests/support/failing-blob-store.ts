import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import type { BlobStore } from '../../src/worker/services/blobs/blob-store';

/**
 * Real disk storage that fails the operation named, as an unreachable R2 bucket would; `keysTried`
 * lists the keys that operation was asked for.
 */
export function failingStorage(fail: 'putIfAbsent' | 'delete'): BlobStore & { keysTried: string[] } {
  const disk = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-blobs-')));
  const keysTried: string[] = [];
  const failing = async (key: string) => {
    keysTried.push(key);
    return Promise.reject(new Error('storage unavailable'));
  };
  return { ...disk, [fail]: failing, keysTried };
}
