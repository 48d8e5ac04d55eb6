export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/** Private image storage: R2 in the Worker, files on disk in the Node host. */
export interface BlobStore {
  kind: 'r2' | 'disk';
  /** Stores a new object; returns false, writing nothing, when the key is already taken. */
  putIfAbsent(key: string, body: Uint8Array, contentType: string): Promise<boolean>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}
