import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeServer } from '../../src/worker/node/server';
import { testConfig } from './app';
import { createCapturedLogger } from './logger';

/** The real Node host on a free port, with its data (PGlite, images) in a fresh temp folder. */
export async function startTestServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'attune-data-'));
  const logger = createCapturedLogger();
  const config = { ...testConfig({ DATA_DIR: dataDir, ...options.env }), port: 0 };
  const server = await startNodeServer(config, { logger });
  return { ...server, dataDir, logger };
}
