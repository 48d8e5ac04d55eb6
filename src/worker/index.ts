import { type App, createApp } from './app';
import { ConfigError, parseConfig } from './config';
import type { AppDeps } from './deps';
import { createNeonProvider } from './db/neon';
import { workersAssets } from './http/workers-assets';
import { createJsonLogger } from './logging/logger';
import { runHousekeeping } from './services/housekeeping';
import { createR2BlobStore } from './services/blobs/r2-blob-store';
import { createAi } from './services/ai/create-ai';
import { createBilling } from './services/billing/create-billing';
import { createMailer } from './services/mail/create-mailer';
import { sendDueReminders } from './services/reminders/send-due-reminders';
import { createPush } from './services/reminders/web-push';
import { inlineOffThread } from './off-thread/off-thread';

/**
 * `Env` holds the bindings and [vars] of wrangler.toml (worker-configuration.d.ts, made by
 * `npm run cf-typegen`); the secrets and vars set on the deployed Worker come on top, and
 * parseConfig reads and checks them.
 */
export type WorkerEnv = Env & Record<string, unknown>;

let built: { deps: AppDeps; app: App } | undefined;

/** wrangler.toml's hourly trigger; the other one (every 5 minutes) sends reminders. */
const HOUSEKEEPING_CRON = '23 * * * *';

/** Built once per isolate: the env of a deployed Worker does not change between requests. */
function build(env: WorkerEnv) {
  const config = parseConfig(env, { environment: 'production' });
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL must be set for the Worker (a Neon connection string).');
  const logger = createJsonLogger({ level: config.logLevel });
  const deps: AppDeps = {
    config,
    logger,
    database: createNeonProvider(config.databaseUrl, { wsProxy: config.neonWsProxy }),
    blobs: createR2BlobStore(env.IMAGES),
    mailer: createMailer(config),
    push: createPush(config),
    billing: createBilling(config),
    ai: createAi(config, logger),
    offThread: inlineOffThread(),
    peerAddress: (c) => c.req.header('cf-connecting-ip') ?? null,
    serveAssets: workersAssets(env.ASSETS),
  };
  return { deps, app: createApp(deps) };
}

export default {
  fetch(request, env, ctx) {
    built ??= build(env);
    return built.app.fetch(request, env, ctx);
  },

  /** The cron triggers of wrangler.toml: reminders every 5 minutes, and hourly housekeeping that no request does. */
  scheduled(controller, env, ctx) {
    built ??= build(env);
    if (controller.cron === HOUSEKEEPING_CRON) ctx.waitUntil(runHousekeeping(built.deps));
    else ctx.waitUntil(sendDueReminders(built.deps, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<WorkerEnv>;
