import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBuiltHost } from '../support/built-host';
import { report } from './measure';

const TARGET_MB = { pglite: 200, postgres: 100 } as const;

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The Node host's resident memory idling ten seconds after it starts, as `npm start` runs it.
 * With PGlite this is a later start: the very first also creates the database, once.
 */
export async function benchIdleMemory(engine: 'pglite' | 'postgres') {
  const env: Record<string, string> =
    engine === 'pglite' ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'attune-bench-')), DATABASE_URL: '' } : { DATABASE_URL: process.env.TEST_DATABASE_URL! };
  if (engine === 'pglite') await (await startBuiltHost(env)).stop();
  const host = await startBuiltHost(env);
  try {
    await sleep(10_000);
    const rss = residentMb(host.process.pid!);
    return report(`Node host idle memory (${engine})`, { rss_mb: rss, target_mb: TARGET_MB[engine] }, rss < TARGET_MB[engine]);
  } finally {
    await host.stop();
  }
}
