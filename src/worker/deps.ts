import type { Context as HonoContext } from 'hono';
import type { AppConfig } from './config';
import type { DatabaseProvider } from './db/provider';
import type { Logger } from './logging/logger';
import type { BlobStore } from './services/blobs/blob-store';

/** Everything host-specific, built once by `index.ts` (Worker) or `node.ts` (Node). */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  database: DatabaseProvider;
  blobs: BlobStore;
  /** Serves the built client: Workers assets, or files from dist/client in Node. */
  serveAssets(c: HonoContext): Response | Promise<Response>;
}
