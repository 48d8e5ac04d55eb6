import type { Context as HonoContext } from 'hono';
import type { AppConfig } from './config';
import type { DatabaseProvider } from './db/provider';
import type { Logger } from './logging/logger';
import type { AiProvider } from './services/ai/provider';
import type { Billing } from './services/billing/billing';
import type { BlobStore } from './services/blobs/blob-store';
import type { Mailer } from './services/mail/mailer';
import type { PushSender } from './services/reminders/web-push';
import type { OffThread } from './off-thread/off-thread';

/** Everything host-specific, built once by `index.ts` (Worker) or `node.ts` (Node). */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  database: DatabaseProvider;
  blobs: BlobStore;
  mailer: Mailer;
  /** Web Push for reminders; null when no VAPID keys are configured (push is then not offered). */
  push: PushSender | null;
  billing: Billing;
  ai: AiProvider;
  /**
   * CPU-heavy pure work (decoding and encoding photos, reading imports) by task name (off-thread/tasks.ts): on the Node host in a
   * pool of worker processes with a time limit, so the request thread keeps answering and a decoder's fatal error ends only its process; in the Worker
   * inline, bounded by the tasks' own limits.
   */
  offThread: OffThread;
  /** The most pixels a photo may have on this host, below the 50-megapixel limit: the Worker's 128 MB (docs/performance.md). */
  maxPhotoPixels?: number;
  /**
   * The address the request came from as the host sees it: CF-Connecting-IP in the Worker, the
   * socket's peer in Node (a reverse proxy, when there is one; see http/client-address.ts).
   */
  peerAddress(c: HonoContext): string | null;
  /** Serves the built client: Workers assets, or files from dist/client in Node. */
  serveAssets(c: HonoContext): Response | Promise<Response>;
}
