import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBuiltHost } from '../support/built-host';
import { report } from './measure';

const TARGET_MB = { pglite: 200, postgres: 100 } as const;

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The host's resident memory `seconds` after it starts with `env`, as `npm start` runs it. */
async function residentAfter(env: Record<string, string>, seconds: number): Promise<number> {
  const host = await startBuiltHost(env);
  try {
    await sleep(seconds * 1000);
    return residentMb(host.process.pid!);
  } finally {
    await host.stop();
  }
}

/**
 * The Node host's resident memory idling ten seconds after it starts. With PGlite, the very first
 * start on an empty folder (which creates the database, issue 39: 322-328 MB before it was made
 * apart) is measured too, 30 seconds after it.
 */
export async function benchIdleMemory(engine: 'pglite' | 'postgres') {
  if (engine === 'postgres') {
    const rss = await residentAfter({ DATABASE_URL: process.env.TEST_DATABASE_URL! }, 10);
    report('Node host idle memory (postgres)', { rss_mb: rss, target_mb: TARGET_MB.postgres }, rss < TARGET_MB.postgres);
    return;
  }
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'attune-bench-')), DATABASE_URL: '' };
  const first = await residentAfter(env, 30);
  const later = await residentAfter(env, 10);
  report('Node host memory 30 s after the first start (pglite)', { rss_mb: first, target_mb: TARGET_MB.pglite }, first < TARGET_MB.pglite);
  report('Node host idle memory (pglite)', { rss_mb: later, target_mb: TARGET_MB.pglite }, later < TARGET_MB.pglite);
}
