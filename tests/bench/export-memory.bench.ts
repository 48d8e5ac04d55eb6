import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../src/worker/db/migrator';
import { openPglite } from '../../src/worker/node/database';
import { readMigrationFiles } from '../../src/worker/node/migration-files';
import { sessionCookieFor } from '../support/auth';
import { startBuiltHost } from '../support/built-host';
import { createTestDatabase } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { seedEntries } from '../support/seed-entries';
import type { NodeDatabase } from '../../src/worker/node/database';
import { report } from './measure';

const ENTRIES = 100_000;
const TARGET_GROWTH_MB = 100;

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** A journal of 100,000 entries, and a session cookie of its owner. */
async function seedJournal(database: NodeDatabase) {
  const user = await createUser(database.db);
  const profile = await createProfile(database.db, user.id, 'Long journal');
  await seedEntries(database.db, profile.id, 1, ENTRIES);
  return { profileId: profile.id, cookie: await sessionCookieFor(database.db, user.id) };
}

/** The database, with the journal in it, and the settings that point the built host at it. */
async function prepare(engine: 'pglite' | 'postgres'): Promise<{ profileId: string; cookie: string; env: Record<string, string>; dispose(): Promise<void> }> {
  if (engine === 'postgres') {
    const database = await createTestDatabase('postgres');
    return { ...(await seedJournal(database)), env: { DATABASE_URL: database.url! }, dispose: () => database.dispose() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'attune-bench-export-'));
  const database = await openPglite(join(dataDir, 'pg'));
  await migrate(database.db, await readMigrationFiles());
  const journal = await seedJournal(database);
  await database.close(); // the host opens the same files
  return { ...journal, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => {} };
}

/**
 * The built Node host's memory while it streams the ZIP export of 100,000 entries: the peak of its
 * resident memory over what it held just before, sampled every 20 ms as the download is read.
 */
export async function benchExportMemory(engine: 'pglite' | 'postgres') {
  const { profileId, cookie, env, dispose } = await prepare(engine);
  const host = await startBuiltHost(env);
  try {
    await sleep(3_000);
    const before = residentMb(host.process.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(host.process.pid!))), 20);
    const started = performance.now();
    const response = await fetch(`${host.url}/api/profiles/${profileId}/export.zip`, { headers: { cookie } });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const growth = peak - before;
    const fields = { status: response.status, zip_mb: bytes / 1e6, seconds, rss_before_mb: before, growth_mb: growth, target_growth_mb: TARGET_GROWTH_MB };
    return report(`export of ${ENTRIES.toLocaleString('en-US')} entries, Node host memory (${engine})`, fields, response.status === 200 && growth < TARGET_GROWTH_MB);
  } finally {
    await host.stop();
    await dispose();
  }
}
