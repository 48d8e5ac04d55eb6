import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { migrate } from '../../src/worker/db/migrator';
import { type NodeDatabase, openPglite, openPostgres } from '../../src/worker/node/database';
import { readMigrationFiles } from '../../src/worker/node/migration-files';
import { databaseUrl, emptyPgliteDump, migratedPgliteDump, onServer } from './database-templates';

export type TestEngine = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL points at one (CI does). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends NodeDatabase {
  /** The connection string of a PostgreSQL server database (null for PGlite, which has none). */
  url: string | null;
  /** Drops the database (PostgreSQL) and closes the connections. */
  dispose(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set.');
  return url;
}

/** A fresh database on the server, `template` copied into it (PostgreSQL's own empty template1 when none). */
async function createServerDatabase(template?: string): Promise<TestDatabase> {
  const name = `attune_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl(), `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(serverUrl(), name);
  const database = openPostgres(url, () => {}); // dropped on purpose at dispose
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await onServer(serverUrl(), `drop database if exists ${name} with (force)`);
    },
  };
}

/** A new, empty database of its own: a PGlite in memory (a copy of a new cluster), or a fresh database on the server. */
export async function createEmptyDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'postgres') return createServerDatabase();
  const database = await openPglite('memory', { loadDataDir: await emptyPgliteDump() });
  return { ...database, url: null, dispose: () => database.close() };
}

/** The migrated template database the suite's global setup made on the server, if it ran. */
const postgresTemplate = () => (process.env.VITEST ? inject('postgresTemplate') : undefined);

/**
 * A new database with every migration applied: a copy of the migrated template (the migrations
 * themselves are proven from empty databases in migrator.test.ts).
 */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openPglite('memory', { loadDataDir: await migratedPgliteDump() });
    return { ...database, url: null, dispose: () => database.close() };
  }
  const template = postgresTemplate();
  if (template) return createServerDatabase(template);
  const database = await createServerDatabase();
  await migrate(database.db, await readMigrationFiles());
  return database;
}
