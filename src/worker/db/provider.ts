import type { Kysely } from 'kysely';
import type { Database } from './schema';

export type DatabaseEngine = 'pglite' | 'postgres' | 'neon';

/** A database handle for one request; `release` runs once the response has been sent. */
export interface DatabaseLease {
  db: Kysely<Database>;
  release(): Promise<void>;
}

/**
 * How a host hands out database connections: the Node host shares one pool for the process,
 * the Worker opens a Neon pool per request (a WebSocket cannot outlive the request there).
 */
export interface DatabaseProvider {
  engine: DatabaseEngine;
  acquire(): DatabaseLease;
}

/** Runs `work` on a lease of its own, released whatever happens: for scheduled jobs outside a request. */
export async function withLease<T>(database: DatabaseProvider, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const lease = database.acquire();
  try {
    return await work(lease.db);
  } finally {
    await lease.release();
  }
}
