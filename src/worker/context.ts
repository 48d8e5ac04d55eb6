import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { RequestAuth } from './auth/request-auth';
import type { Database } from './db/schema';
import type { AppDeps } from './deps';
import type { Logger } from './logging/logger';
import { ReadLog, RecentReads } from './sharing/read-log';
import type { ServiceSummary } from './services/service-summary';

export type { SessionUser } from './auth/sessions';

/** What procedures use of the host, built once per app; the logger is the request's own. */
export type ContextDeps = Pick<AppDeps, 'config' | 'logger' | 'mailer' | 'push' | 'blobs' | 'billing' | 'ai'> & { services: ServiceSummary };

/** What a procedure call is about, apart from HTTP; tests pass it to `createCaller`. */
export interface InnerContextOptions {
  db: Kysely<Database>;
  deps: ContextDeps;
  /** The request's sign-in, checked when a procedure first needs it (see RequestAuth). */
  auth: RequestAuth;
  request?: { id: string; clientAddress: string | null; responseHeaders: Headers; cookie?: (name: string) => string | null };
  /** Where the request's reads of others' profiles go; written after the response (see databaseLease). */
  reads?: ReadLog;
}

export function createContextInner({ db, deps, auth, request, reads }: InnerContextOptions) {
  return {
    db,
    ...deps,
    auth,
    reads: reads ?? new ReadLog(new RecentReads()),
    requestId: request?.id ?? null,
    clientAddress: request?.clientAddress ?? null,
    /** Headers added to the procedure's HTTP response (e.g. Set-Cookie at sign-in). */
    responseHeaders: request?.responseHeaders ?? new Headers(),
    /** A cookie the request carried, by name (null when absent). */
    requestCookie: request?.cookie ?? (() => null),
  };
}

/** The procedure context: derived from `createContextInner`, never written out by hand. */
export type Context = ReturnType<typeof createContextInner>;

export interface AppVariables {
  requestId: string;
  /** The visitor's address, decided once (http/client-address.ts); null when the host cannot tell. */
  clientAddress: string | null;
  db: Kysely<Database>;
  logger: Logger;
  auth: RequestAuth;
  reads: ReadLog;
  /** Keeps the request's database handle open until `done` settles (a body streamed from the database). */
  holdDatabaseUntil: (done: Promise<unknown>) => void;
}

export type AppEnv = { Variables: AppVariables };

/** The adapter's context: the request's database lease, logger, session and response headers. */
export function createContext(c: HonoContext<AppEnv>, deps: ContextDeps, responseHeaders: Headers): Context {
  return createContextInner({
    db: c.var.db,
    deps: { ...deps, logger: c.var.logger },
    auth: c.var.auth,
    reads: c.var.reads,
    request: { id: c.var.requestId, clientAddress: c.var.clientAddress, responseHeaders, cookie: (name) => getCookie(c, name) ?? null },
  });
}
