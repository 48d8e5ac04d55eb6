import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { DatabaseProvider } from '../db/provider';
import { ReadLog, type RecentReads } from '../sharing/read-log';
import { afterResponse } from './after-response';

/**
 * Opens the request's database handle. Once the response is out, it writes the reads of others'
 * profiles the request recorded (the owners' access logs), then releases the handle.
 */
export function databaseLease(database: DatabaseProvider, recentReads: RecentReads): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lease = database.acquire();
    const reads = new ReadLog(recentReads);
    c.set('db', lease.db);
    c.set('reads', reads);
    try {
      await next();
    } finally {
      const logger = c.var.logger;
      const recorded = reads.flush(lease.db).catch((error: unknown) => logger.warn('access log not written', { error }));
      afterResponse(c, logger, recorded.finally(() => lease.release()));
    }
  };
}
