import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/node-server';
import { report } from './measure';

const TARGET_MB = { pglite: 200, postgres: 100 } as const;

/** Starts the built Node host (`npm start`'s dist/server/node.mjs) and waits until it listens. */
async function startHost(env: Record<string, string>): Promise<ChildProcess> {
  const host = spawn(process.execPath, ['dist/server/node.mjs'], {
    env: { ...process.env, APP_ORIGIN: '', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((listening, failed) => {
    host.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('"listening"') && listening());
    host.once('exit', (code) => failed(new Error(`the host exited with ${code}`)));
  });
  return host;
}

async function stop(host: ChildProcess) {
  const exited = new Promise((done) => host.once('exit', done));
  host.kill('SIGTERM');
  await exited;
}

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The Node host's resident memory idling ten seconds after it starts, as `npm start` runs it.
 * With PGlite this is a later start: the very first also creates the database, once.
 */
export async function benchIdleMemory(engine: 'pglite' | 'postgres') {
  const env: Record<string, string> =
    engine === 'pglite' ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'attune-bench-')), DATABASE_URL: '' } : { DATABASE_URL: process.env.TEST_DATABASE_URL! };
  if (engine === 'pglite') await stop(await startHost(env));
  const host = await startHost(env);
  try {
    await sleep(10_000);
    const rss = residentMb(host.pid!);
    return report(`Node host idle memory (${engine})`, { rss_mb: rss, target_mb: TARGET_MB[engine] }, rss < TARGET_MB[engine]);
  } finally {
    await stop(host);
  }
}
