import type { Context as HonoContext } from 'hono';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { AppDeps } from './deps';
import type { Logger } from './logging/logger';
import type { ServiceSummary } from './services/service-summary';

export interface SessionUser {
  id: string;
  email: string;
}

/** A type alias, not an interface, so it fits the adapter's `Record<string, unknown>`. */
export type Context = {
  db: Kysely<Database>;
  config: AppConfig;
  logger: Logger;
  requestId: string;
  services: ServiceSummary;
  user: SessionUser | null;
};

export interface AppVariables {
  requestId: string;
  db: Kysely<Database>;
  logger: Logger;
}

export type AppEnv = { Variables: AppVariables };

/** The context without HTTP: what tests hand to `createCaller`. */
export function createContextInner(context: Context): Context {
  return context;
}

/** Reads the signed-in account from the request. Filled by the accounts issue (#3). */
async function authenticateRequest(_c: HonoContext<AppEnv>): Promise<SessionUser | null> {
  return null;
}

export async function createContext(c: HonoContext<AppEnv>, deps: AppDeps, services: ServiceSummary): Promise<Context> {
  return createContextInner({
    db: c.var.db,
    config: deps.config,
    logger: c.var.logger,
    requestId: c.var.requestId,
    services,
    user: await authenticateRequest(c),
  });
}
