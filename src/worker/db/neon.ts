import { neonConfig, Pool } from '@neondatabase/serverless';
import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseProvider } from './provider';
import type { Database } from './schema';

/**
 * Tests only (NEON_WS_PROXY, refused in production): reach a local Postgres through a plain
 * WebSocket relay instead of Neon's TLS proxy. Pipelining the password must be off too, because
 * it presumes Neon's cleartext password exchange and breaks SCRAM authentication.
 */
function connectThroughRelay(wsProxy: string): void {
  neonConfig.wsProxy = wsProxy;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}

/**
 * The Worker's database: a Neon serverless Pool over WebSocket, one per request, ended after the
 * response (a Worker may not reuse a socket across requests).
 */
export function createNeonProvider(connectionString: string, options: { wsProxy?: string | null } = {}): DatabaseProvider {
  if (options.wsProxy) connectThroughRelay(options.wsProxy);
  return {
    engine: 'neon',
    acquire() {
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString }) }) });
      return { db, release: () => db.destroy() };
    },
  };
}
