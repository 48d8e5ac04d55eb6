import type { BlobStore } from './blob-store';

export function createR2BlobStore(bucket: R2Bucket): BlobStore {
  return {
    kind: 'r2',
    async putIfAbsent(key, body, contentType) {
      // `etagDoesNotMatch: '*'` makes R2 refuse the write when any object already has this key.
      const stored = await bucket.put(key, body, {
        httpMetadata: { contentType },
        onlyIf: { etagDoesNotMatch: '*' },
      });
      return stored !== null;
    },
    async get(key) {
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async delete(key) {
      await bucket.delete(key);
    },
  };
}
