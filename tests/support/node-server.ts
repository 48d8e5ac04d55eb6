import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeServer } from '../../src/worker/node/server';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import { testConfig } from './app';
import { copyMigratedPglite } from './database-templates';
import { createCapturedLogger } from './logger';

/** A port nobody listens on right now, so the app's origin (used in mailed links) is known up front. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((closed) => probe.close(() => closed()));
  return port;
}

/**
 * The real Node host on a free port, with its data (PGlite, images) in `dataDir` as it is, or in a
 * fresh temp folder whose database starts as a copy of the migrated template (the host's own
 * migration then finds nothing to do).
 */
export async function startTestServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'attune-data-'));
  const logger = createCapturedLogger();
  const config = testConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), ...options.env });
  if (!options.dataDir && !config.databaseUrl) await copyMigratedPglite(join(dataDir, 'pg'));
  const mailer = createDevOutbox(() => {});
  const server = await startNodeServer(config, { logger, mailer });
  return { ...server, dataDir, logger, mailer };
}
