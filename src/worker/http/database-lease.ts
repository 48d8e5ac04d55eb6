import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { DatabaseProvider } from '../db/provider';
import { ReadLog, type RecentReads } from '../sharing/read-log';
import { afterResponse } from './after-response';

/**
 * Opens the request's database handle. Once the response is out, it writes the reads of others'
 * profiles the request recorded (the owners' access logs), then releases the handle. A response
 * whose body is still being read from the database (a streamed export) holds the handle until its
 * stream ends, through `holdDatabaseUntil`.
 */
export function databaseLease(database: DatabaseProvider, recentReads: RecentReads): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lease = database.acquire();
    const reads = new ReadLog(recentReads);
    const holds: Promise<unknown>[] = [];
    c.set('db', lease.db);
    c.set('reads', reads);
    c.set('holdDatabaseUntil', (done) => void holds.push(done));
    try {
      await next();
    } finally {
      const logger = c.var.logger;
      const recorded = reads.flush(lease.db).catch((error: unknown) => logger.warn('access log not written', { error }));
      const streamed = Promise.allSettled(holds);
      afterResponse(c, logger, Promise.all([recorded, streamed]).finally(() => lease.release()));
    }
  };
}
