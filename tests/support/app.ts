import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { createApp } from '../../src/worker/app';
import { parseConfig } from '../../src/worker/config';
import type { DatabaseProvider } from '../../src/worker/db/provider';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { createAi } from '../../src/worker/services/ai/create-ai';
import { createBilling } from '../../src/worker/services/billing/create-billing';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import type { BlobStore } from '../../src/worker/services/blobs/blob-store';
import type { Mailer } from '../../src/worker/services/mail/mailer';
import type { PushSender } from '../../src/worker/services/reminders/web-push';
import type { AppRouter } from '../../src/worker/routers';
import { createCapturedLogger } from './logger';
import { inlineOffThread, type OffThread } from '../../src/worker/off-thread/off-thread';

export const testConfig = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: 'test', ...env });

/** The real app over a test database, with its log captured and a client page stand-in; `clientAddress` is the connection's (the peer's). */
export function createTestApp(
  database: DatabaseProvider,
  options: { router?: AnyRouter; env?: Record<string, string>; mailer?: Mailer; push?: PushSender | null; clientAddress?: string; blobs?: BlobStore; offThread?: OffThread } = {},
) {
  const logger = createCapturedLogger();
  const mailer = options.mailer ?? createDevOutbox(() => {});
  const blobs = options.blobs ?? createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-blobs-')));
  const config = testConfig(options.env);
  const app = createApp(
    {
      config,
      logger,
      database,
      blobs,
      mailer,
      push: options.push ?? null,
      billing: createBilling(config),
      ai: createAi(config, logger),
      offThread: options.offThread ?? inlineOffThread(),
      peerAddress: () => options.clientAddress ?? '203.0.113.7',
      serveAssets: (c) => c.html('<!doctype html><title>Attune</title>'),
    },
    options.router,
  );
  return { app, logger, mailer, blobs };
}

/** What a browser on the app's own pages sends with every request. */
export function withAppOrigin(init: RequestInit = {}, cookie?: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Origin', 'http://localhost:8787');
  if (cookie) headers.set('Cookie', cookie);
  return { ...init, headers };
}

/** What the app leaves to run after its responses (the owners' access logs), kept as the Worker's `waitUntil` keeps it, for a test to wait for. */
export function createBackgroundWork() {
  const pending: Promise<unknown>[] = [];
  return {
    executionCtx: { waitUntil: (work: Promise<unknown>) => void pending.push(work), passThroughOnException: () => {}, props: {} },
    async settled() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

/** A typed tRPC client whose requests go straight into `app.request()`, no network involved. */
export function createHttpClient<TRouter extends AnyRouter = AppRouter>(
  app: ReturnType<typeof createApp>,
  cookie?: string,
  background?: ReturnType<typeof createBackgroundWork>,
) {
  const link = httpBatchLink<AnyRouter>({
    url: 'http://localhost/trpc',
    fetch: async (url, init) => app.request(String(url), withAppOrigin(init as RequestInit, cookie), undefined, background?.executionCtx),
  });
  return createTRPCClient<TRouter>({ links: [link as TRPCLink<TRouter>] });
}
