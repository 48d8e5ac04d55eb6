import { type App, createApp } from './app';
import { ConfigError, parseConfig } from './config';
import { createNeonProvider } from './db/neon';
import { createJsonLogger } from './logging/logger';
import { createR2BlobStore } from './services/blobs/r2-blob-store';
import { createMailer } from './services/mail/create-mailer';

/** Bindings from wrangler.toml plus the vars and secrets set on the Worker. */
export interface WorkerEnv {
  ASSETS: Fetcher;
  IMAGES: R2Bucket;
  DATABASE_URL?: string;
  [variable: string]: unknown;
}

let app: App | undefined;

/** Built once per isolate: the env of a deployed Worker does not change between requests. */
function buildApp(env: WorkerEnv): App {
  const config = parseConfig(env, { environment: 'production' });
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL must be set for the Worker (a Neon connection string).');
  return createApp({
    config,
    logger: createJsonLogger({ level: config.logLevel }),
    database: createNeonProvider(config.databaseUrl),
    blobs: createR2BlobStore(env.IMAGES),
    mailer: createMailer(config),
    clientAddress: (c) => c.req.header('cf-connecting-ip') ?? null,
    serveAssets: (c) => env.ASSETS.fetch(c.req.raw),
  });
}

export default {
  fetch(request, env, ctx) {
    app ??= buildApp(env);
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<WorkerEnv>;
