import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { DatabaseProvider } from '../db/provider';
import { afterResponse } from './after-response';

/** Opens the request's database handle and releases it once the response is out. */
export function databaseLease(database: DatabaseProvider): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lease = database.acquire();
    c.set('db', lease.db);
    try {
      await next();
    } finally {
      afterResponse(c, c.var.logger, lease.release());
    }
  };
}
