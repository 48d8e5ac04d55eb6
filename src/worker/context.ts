import type { Context as HonoContext } from 'hono';
import type { Kysely } from 'kysely';
import type { Session, SessionUser } from './auth/sessions';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { AppDeps } from './deps';
import type { Logger } from './logging/logger';
import type { BlobStore } from './services/blobs/blob-store';
import type { Mailer } from './services/mail/mailer';
import type { ServiceSummary } from './services/service-summary';

export type { SessionUser } from './auth/sessions';

/** A type alias, not an interface, so it fits the adapter's `Record<string, unknown>`. */
export type Context = {
  db: Kysely<Database>;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  blobs: BlobStore;
  requestId: string;
  services: ServiceSummary;
  clientAddress: string | null;
  user: SessionUser | null;
  session: Session | null;
  /** Headers added to the procedure's HTTP response (e.g. Set-Cookie at sign-in). */
  responseHeaders: Headers;
};

export interface AppVariables {
  requestId: string;
  db: Kysely<Database>;
  logger: Logger;
  auth: { user: SessionUser; session: Session } | null;
}

export type AppEnv = { Variables: AppVariables };

/** The context without HTTP: what tests hand to `createCaller`. */
export function createContextInner(context: Context): Context {
  return context;
}

export function createContext(
  c: HonoContext<AppEnv>,
  deps: AppDeps,
  services: ServiceSummary,
  responseHeaders: Headers,
): Context {
  return createContextInner({
    db: c.var.db,
    config: deps.config,
    logger: c.var.logger,
    mailer: deps.mailer,
    blobs: deps.blobs,
    requestId: c.var.requestId,
    services,
    clientAddress: deps.clientAddress(c),
    user: c.var.auth?.user ?? null,
    session: c.var.auth?.session ?? null,
    responseHeaders,
  });
}
