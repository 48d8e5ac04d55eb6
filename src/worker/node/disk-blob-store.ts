import { mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '../services/blobs/blob-store';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function pathFor(directory: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe blob key ${JSON.stringify(key)}`);
  return join(directory, key);
}

/** Images as files under `directory`, each with a `.type` sidecar holding its content type. */
export function createDiskBlobStore(directory: string): BlobStore {
  return {
    kind: 'disk',
    async putIfAbsent(key, body, contentType) {
      const path = pathFor(directory, key);
      await mkdir(directory, { recursive: true });
      let file;
      try {
        file = await open(path, 'wx'); // fails when the key exists: never overwrite
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
      try {
        await file.writeFile(body);
      } finally {
        await file.close();
      }
      await writeFile(`${path}.type`, contentType);
      return true;
    },
    async get(key) {
      const path = pathFor(directory, key);
      try {
        const [data, contentType, info] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8'), stat(path)]);
        return { body: new Blob([data]).stream(), contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathFor(directory, key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}
