import { createServer } from 'node:http';
import { deserialize, serialize } from 'node:v8';
import { CompiledQuery } from 'kysely';
import type { TestProject } from 'vitest/node';
import { freePort, startTestServer } from './node-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser tests' shared Node host (`url`) and the relay its database answers on (see shared-server.ts). */
    sharedServer: { url: string; databaseRelay: string };
  }
}

/**
 * The shared host trusts the loopback proxy, so each account that `signInThroughApi` signs in
 * comes from an address of its own (X-Forwarded-For): the files' sign-ins together would otherwise
 * fill the 20 login links an address may ask for in 15 minutes.
 */
export const SHARED_SERVER_ENV = { TRUSTED_PROXIES: '127.0.0.1' };

type Host = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Global setup of the browser tests: one Node host (a fresh data folder, its database a copy of the
 * migrated template) for every file that needs no specially configured one, instead of one per
 * file. Files reach its database through a relay: a small HTTP endpoint that runs one compiled
 * Kysely query at a time on the host's own database and answers with the result, serialized with
 * v8 (Dates, bigints and bytes survive). On a watch-mode rerun the host starts again, empty, on
 * the same port, so the files' fixed e-mail addresses are new accounts again.
 */
export default async function setup(project: TestProject) {
  const port = String(await freePort());
  const start = () => startTestServer({ env: { ...SHARED_SERVER_ENV, PORT: port } });
  let host: Host = await start();
  const relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { sql, parameters } = deserialize(Buffer.concat(chunks)) as { sql: string; parameters: unknown[] };
      host.database.db.executeQuery(CompiledQuery.raw(sql, parameters)).then(
        (result) => response.end(serialize({ result })),
        (error: unknown) => response.end(serialize({ error: error instanceof Error ? error.message : String(error) })),
      );
    });
  });
  await new Promise<void>((listening) => relay.listen(0, '127.0.0.1', listening));
  const { port: relayPort } = relay.address() as { port: number };
  project.provide('sharedServer', { url: host.url, databaseRelay: `http://127.0.0.1:${relayPort}` });
  project.onTestsRerun(async () => {
    await host.close();
    host = await start();
  });
  return async () => {
    await new Promise((closed) => relay.close(closed));
    await host.close();
  };
}
