import { Pool } from '@neondatabase/serverless';
import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseProvider } from './provider';
import type { Database } from './schema';

/**
 * The Worker's database: a Neon serverless Pool over WebSocket, one per request, ended after the
 * response (a Worker may not reuse a socket across requests).
 */
export function createNeonProvider(connectionString: string): DatabaseProvider {
  return {
    engine: 'neon',
    acquire() {
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString }) }) });
      return { db, release: () => db.destroy() };
    },
  };
}
