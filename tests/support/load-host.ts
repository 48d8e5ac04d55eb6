import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openPglite } from '../../src/worker/node/database';
import { type BuiltHost, startBuiltHost } from './built-host';
import { createTestDatabase, type TestEngine } from './database';
import { copyMigratedPglite } from './database-templates';
import type { RunningHost } from './http-journey';
import { auditJournals, type JournalAudit } from './journal-audit';
import { createLoadUsers, type LoadUser, type LoadUserOptions } from './load-users';

export interface LoadHost {
  host: BuiltHost;
  running: RunningHost;
  users: LoadUser[];
  /** Stops the host and checks its database against what the clients were told. */
  stopAndAudit(acknowledged: ReadonlyMap<string, readonly string[]>): Promise<JournalAudit>;
}

/**
 * The built Node host (as `npm start` runs it) on a new database of the engine, with `userCount`
 * separate accounts in it: PGlite in a directory of its own, or a fresh PostgreSQL database.
 */
export async function startLoadHost(engine: TestEngine, userCount: number, userOptions: LoadUserOptions = {}): Promise<LoadHost> {
  if (engine === 'postgres') {
    const database = await createTestDatabase('postgres');
    const users = await createLoadUsers(database.db, userCount, userOptions);
    const host = await startBuiltHost({ DATABASE_URL: database.url! });
    return loadHost(host, users, async (acknowledged) => {
      await host.stop();
      return auditJournals(database.db, users, acknowledged).finally(() => database.dispose());
    });
  }
  const pgDirectory = join(mkdtempSync(join(tmpdir(), 'attune-load-')), 'pg');
  await copyMigratedPglite(pgDirectory);
  const database = await openPglite(pgDirectory);
  const users = await createLoadUsers(database.db, userCount, userOptions);
  await database.close(); // the host opens the same files
  const host = await startBuiltHost({ DATA_DIR: dirname(pgDirectory), DATABASE_URL: '' });
  return loadHost(host, users, async (acknowledged) => {
    await host.stop();
    const reopened = await openPglite(pgDirectory);
    return auditJournals(reopened.db, users, acknowledged).finally(() => reopened.close());
  });
}

const loadHost = (host: BuiltHost, users: LoadUser[], stopAndAudit: LoadHost['stopAndAudit']): LoadHost => ({
  host,
  running: { url: host.url, origin: host.url },
  users,
  stopAndAudit,
});
