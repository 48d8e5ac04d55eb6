import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseProvider } from '../db/provider';
import { lockDirectory } from './directory-lock';
import type { Database } from '../db/schema';

export interface NodeDatabase extends DatabaseProvider {
  db: Kysely<Database>;
  close(): Promise<void>;
}

function shared(engine: DatabaseProvider['engine'], db: Kysely<Database>): NodeDatabase {
  return { engine, db, acquire: () => ({ db, release: async () => {} }), close: () => db.destroy() };
}

/**
 * Any PostgreSQL reachable by URL (a local server, CI, or Neon over TCP). A connection the server
 * drops (restart, admin command) never crashes Node: an idle one is reported to `onIdleError`.
 */
export function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) => console.error('idle database connection failed', error),
): NodeDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onIdleError);
  // A connection the server ends while a request holds it (its backend terminated mid-transaction)
  // fails that request's queries, then emits 'error' on the client too: unheard, that would crash
  // Node. The request has its error already, and the pool discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return shared('postgres', new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
}

/**
 * Postgres's default 128 MB of shared buffers lives inside PGlite's WASM memory and is held for
 * good; one person's journal fits in a fraction of 16 MB, and the host then idles at about half
 * the memory.
 */
const PGLITE_SETTINGS = { postgresqlconf: 'shared_buffers=16MB' };

/**
 * The embedded engine: real Postgres compiled to WASM, persisted in `directory` (one process at a
 * time, kept by `directory`.lock), or in memory. An in-memory one can start from `loadDataDir`, a
 * `dumpDataDir()` copy of another, instead of a new cluster (several seconds of initdb).
 */
export async function openPglite(directory: string | 'memory', options: { loadDataDir?: Blob } = {}): Promise<NodeDatabase> {
  if (directory === 'memory') return openPgliteOn(new PGlite({ ...PGLITE_SETTINGS, ...options }), async () => {});
  mkdirSync(directory, { recursive: true });
  const unlock = lockDirectory(`${directory}.lock`, `The database directory ${directory}`);
  try {
    return await openPgliteOn(new PGlite(directory, PGLITE_SETTINGS), async () => unlock());
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPgliteOn(pglite: PGlite, afterClose: () => Promise<void>): Promise<NodeDatabase> {
  await pglite.waitReady;
  const database = shared('pglite', new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  return { ...database, close: () => database.close().finally(afterClose) };
}
