import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logging/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Gives each request a fresh id (never one sent by the client), a logger carrying it, and one log
 * line when it ends. Only the path is logged, never the query string, which may hold a token.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    requestLogger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    });
  };
}
