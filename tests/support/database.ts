import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/worker/db/migrator';
import { type NodeDatabase, openPglite, openPostgres } from '../../src/worker/node/database';
import { readMigrationFiles } from '../../src/worker/node/migration-files';

export type TestEngine = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL points at one (CI does). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends NodeDatabase {
  /** The connection string of a PostgreSQL server database (null for PGlite, which has none). */
  url: string | null;
  /** Drops the database (PostgreSQL) and closes the connections. */
  dispose(): Promise<void>;
}

/** A new, empty database of its own: a PGlite in memory, or a fresh database on the server. */
export async function createEmptyDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openPglite('memory');
    return { ...database, url: null, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `attune_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), () => {}); // dropped on purpose at dispose
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A new database with every migration applied. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const database = await createEmptyDatabase(engine);
  await migrate(database.db, await readMigrationFiles());
  return database;
}
