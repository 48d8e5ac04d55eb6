import { deserialize, serialize } from 'node:v8';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '../../src/worker/db/schema';
import { launchBrowser } from './browser';

/** Sends each query to the relay of shared-server-setup.ts, which runs it on the shared host's database. */
class RelayConnection implements DatabaseConnection {
  constructor(private readonly relay: string) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const response = await fetch(this.relay, { method: 'POST', body: serialize({ sql: query.sql, parameters: query.parameters }) });
    const answer = deserialize(Buffer.from(await response.arrayBuffer())) as { result?: QueryResult<R>; error?: string };
    if (answer.error !== undefined) throw new Error(`The shared server's database refused a query: ${answer.error}\n${query.sql}`);
    return answer.result!;
  }

  // eslint-disable-next-line require-yield -- a relay answers whole results only
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The shared server's database relay does not stream results.");
  }
}

function relayDriver(relay: string): Driver {
  const connection = new RelayConnection(relay);
  const noTransactions = () => {
    throw new Error("The shared server's database takes single statements from tests, not transactions: use a server of the file's own (useServerAndBrowser).");
  };
  return {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => noTransactions(),
    commitTransaction: async () => noTransactions(),
    rollbackTransaction: async () => noTransactions(),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
}

/** The shared host's database, for a test to seed or read as it would the host's own `database.db`. */
function relayedDatabase(relay: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => relayDriver(relay),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
}

export interface SharedSession {
  /** The run's one Node host (shared-server-setup.ts): its address, and its database through the relay. */
  server: { url: string; database: { db: Kysely<Database> } };
  browser: Browser;
}

/**
 * The browser tests' shared Node host and a connection to the run's Chromium, for the surrounding
 * `describe`. The host holds every file's accounts, so each test signs in an address no other file
 * uses (`startJournal`, `signInThroughApi`), and asks nothing of the host's configuration: a file
 * that needs other settings (fake Stripe, Google sign-in, ...) starts its own with `startTestServer`.
 */
export function useSharedServerAndBrowser(): SharedSession {
  const { url, databaseRelay } = inject('sharedServer');
  const session = { server: { url, database: { db: relayedDatabase(databaseRelay) } } } as SharedSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(() => session.browser?.close());
  return session;
}
