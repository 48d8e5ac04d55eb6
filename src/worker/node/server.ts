import { join, resolve } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, type ExecutionContext, Hono } from 'hono';
import { createApp } from '../app';
import { assetCacheControl } from '../http/asset-caching';
import { type AppConfig, ConfigError, isLocalOrigin } from '../config';
import { withLocalPayments } from './local-payments';
import { migrate } from '../db/migrator';
import { createJsonLogger, type Logger } from '../logging/logger';
import { runHousekeeping } from '../services/housekeeping';
import { createAi } from '../services/ai/create-ai';
import { createBilling } from '../services/billing/create-billing';
import { createMailer } from '../services/mail/create-mailer';
import type { Mailer } from '../services/mail/mailer';
import { sendDueReminders } from '../services/reminders/send-due-reminders';
import { createPush, type PushSender } from '../services/reminders/web-push';
import { type NodeDatabase, openPglite, openPostgres } from './database';
import { embeddedDatabaseDirectory } from './embedded-database';
import { createDiskBlobStore } from './disk-blob-store';
import { compressResponse } from './compress-responses';
import { securityHeaders } from '../http/security-headers';
import { hostCheck } from './host-check';
import { batchedLineWriter } from './log-writer';
import { startHousekeeping } from './housekeeping';
import { readMigrationFiles } from './migration-files';
import { createOffThreadPool } from './off-thread-pool';
import { provideCodecWasm } from '../images/codecs';
import { nodeCodecWasm } from './codec-wasm';
import { PROJECT_ROOT } from './project-root';

export const CLIENT_DIRECTORY = join(PROJECT_ROOT, 'dist/client');
/** How often the Node host sends due reminders, as the Worker's cron trigger does. */
const REMINDER_RUN_MS = 5 * 60 * 1000;

export interface RunningServer {
  url: string;
  database: NodeDatabase;
  close(): Promise<void>;
}

/**
 * Serves dist/client, with the Brotli or gzip copy the build made when the browser takes one. Page
 * paths (no file extension) fall back to index.html so the client router handles them; a missing
 * file is a 404, never a page pretending to be a script.
 */
function clientAssets(directory: string) {
  const onFound = (_path: string, c: Context) => c.header('Cache-Control', assetCacheControl(c.req.path));
  const file = serveStatic({ root: directory, precompressed: true, onFound });
  const page = serveStatic({ root: directory, path: 'index.html', precompressed: true, onFound });
  const noop = async () => {};
  return async (c: Context) => {
    const found = await file(c, noop);
    if (found) return found;
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found.', 404);
    return (await page(c, noop)) ?? c.text('The client is not built yet: run `npm run build`.', 503);
  };
}

/**
 * Node runs work left after a response to its end by itself, so waitUntil has nothing to do; given
 * anyway, it spares Hono throwing for a missing execution context on every request.
 */
const NODE_EXECUTION_CONTEXT: ExecutionContext = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };

/**
 * The host listens on 127.0.0.1 only, so in production a public APP_ORIGIN is reached through a
 * reverse proxy; without TRUSTED_PROXIES every visitor would have the proxy's address, and so one
 * rate-limit bucket that a few requests fill for everyone. It refuses to start rather than run so.
 */
function assertProxyTrusted(config: AppConfig) {
  if (config.environment !== 'production' || isLocalOrigin(config.origin) || config.trustedProxies.length > 0) return;
  throw new ConfigError(
    'TRUSTED_PROXIES must be set in production: this host listens on 127.0.0.1, so visitors reach it through a reverse proxy. Set it to that proxy\'s address (e.g. 127.0.0.1), which must set X-Forwarded-For.',
  );
}

/** Starts the Node host: migrates the database, then serves the API and the built client. */
export async function startNodeServer(
  configured: AppConfig,
  options: { logger?: Logger; mailer?: Mailer; push?: PushSender | null; clientDirectory?: string; pgliteDirectory?: string | 'memory' } = {},
): Promise<RunningServer> {
  assertProxyTrusted(configured);
  const logger = options.logger ?? createJsonLogger({ level: configured.logLevel, write: batchedLineWriter() });
  const payments = await withLocalPayments(configured, logger);
  const { config } = payments;
  const dataDir = resolve(config.dataDir);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, (error) => logger.warn('idle database connection failed', { error }))
    : await openPglite(options.pgliteDirectory ?? embeddedDatabaseDirectory(config));
  const { applied } = await migrate(database.db, await readMigrationFiles());
  logger.info('database ready', { engine: database.engine, migrationsApplied: applied });
  if (database.engine === 'pglite' && !isLocalOrigin(config.origin)) {
    logger.warn('embedded database on a public site', {
      advice: 'PGlite never syncs its files to the disk, so a power cut can lose the last writes: set DATABASE_URL to a PostgreSQL server.',
    });
  }

  const blobs = createDiskBlobStore(join(dataDir, 'images'));
  provideCodecWasm(nodeCodecWasm); // for the odd image work done on this thread (none today); the pool's threads load their own
  const offThread = createOffThreadPool(logger);
  const mailer = options.mailer ?? createMailer(config);
  const push = options.push === undefined ? createPush(config) : options.push;
  const app = createApp({
    config,
    logger,
    database,
    blobs,
    mailer,
    push,
    billing: createBilling(config),
    ai: createAi(config, logger),
    offThread,
    peerAddress: (c) => getConnInfo(c).remote.address ?? null,
    serveAssets: clientAssets(options.clientDirectory ?? CLIENT_DIRECTORY),
  });

  const knownHost = hostCheck(config.origin);
  // The app's own answers carry the security headers already; the refusal of a foreign host gets them here.
  const foreignHost = new Hono().use(securityHeaders());
  foreignHost.all('*', (c) => {
    logger.warn('request for another host refused', { host: c.req.header('host') });
    return c.text('This server does not answer for that host name.', 421, { 'Cache-Control': 'no-store' });
  });
  // Cloudflare compresses the Worker's answers; here the host does it (assets come precompressed).
  const fetch = async (request: Request, env: unknown) => {
    if (!knownHost(request.headers.get('host'))) return foreignHost.fetch(request, env);
    return compressResponse(request, await app.fetch(request, env, NODE_EXECUTION_CONTEXT));
  };
  const server = await new Promise<ServerType>((ready) => {
    const started = serve({ fetch, port: config.port, hostname: '127.0.0.1' }, () => ready(started));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info('listening', { url });
  const stopHousekeeping = startHousekeeping(() => runHousekeeping({ database, blobs, logger }), logger);
  // The Worker's 5-minute cron trigger, here: the same service, so a Node host and a Worker on one database never send a reminder twice.
  const sendReminders = () => sendDueReminders({ config, database, mailer, push, logger }).catch((error: unknown) => logger.error('reminders run failed', { error }));
  const stopReminders = startHousekeeping(sendReminders, logger, { firstRunMs: 5_000, everyMs: REMINDER_RUN_MS });
  return {
    url,
    database,
    close: async () => {
      stopHousekeeping();
      stopReminders();
      await new Promise<void>((done) => server.close(() => done()));
      await offThread.close();
      await Promise.all([database.close(), payments.close()]);
    },
  };
}
