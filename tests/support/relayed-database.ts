import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from '../../src/worker/db/schema';
import { createTestDatabase, type TestEngine } from './database';
import { migratedPgliteDump } from './database-templates';
import { startWsTcpRelay } from './ws-tcp-relay';

/** The PostgreSQL server when TEST_DATABASE_URL is set (CI), PGlite otherwise. */
export const relayedEngine: TestEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A freshly migrated PGlite in memory, served over the Postgres wire protocol on a free port. */
async function servePglite() {
  const pglite = await PGlite.create({ loadDataDir: await migratedPgliteDump() });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // The Worker opens a connection per request and ends it with a Terminate message, on which a
  // PostgreSQL server hangs up but PGlite does not: ended connections linger until the idle timeout,
  // so allow plenty (a journey of a few dozen requests opens some hundreds). PGlite still runs the queries of all connections one at a time.
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1000, idleTimeout: 10_000 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    dispose: async () => {
      await server.stop();
      await db.destroy();
    },
  };
}

async function servePostgres() {
  const database = await createTestDatabase('postgres');
  return { url: database.url!, dispose: () => database.dispose() };
}

/**
 * A migrated database of this test file's own, reachable the way Neon is reached from a Worker:
 * by WebSocket through a relay. `databaseUrl` and `wsProxy` are the Worker's DATABASE_URL and
 * NEON_WS_PROXY.
 */
export async function startRelayedDatabase(engine: TestEngine = relayedEngine) {
  const database = engine === 'pglite' ? await servePglite() : await servePostgres();
  const { hostname, port } = new URL(database.url);
  const relay = await startWsTcpRelay({ host: hostname, port: Number(port || 5432) });
  return {
    engine,
    databaseUrl: database.url,
    wsProxy: relay.wsProxy,
    dispose: async () => {
      await relay.close();
      await database.dispose();
    },
  };
}
