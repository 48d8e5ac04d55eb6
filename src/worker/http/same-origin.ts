import type { MiddlewareHandler } from 'hono';
import { originAliases } from '../config';
import type { AppEnv } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a request that may change state must come from the app's own pages, shown by an
 * Origin header equal to the app's origin (or a local alias of it, see originAliases) or, from a browser that sends no Origin, by
 * `Sec-Fetch-Site: same-origin`. An Origin that differs is refused whatever else the request says.
 * tRPC calls must also carry a JSON body, which a cross-site form cannot send. `exempt` paths prove
 * themselves otherwise (a signed server-to-server call).
 */
export function sameOriginOnly(appOrigin: string, options: { exempt?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const appOrigins = new Set(originAliases(appOrigin));
  const exempt = new Set(options.exempt);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameOrigin = origin !== undefined ? appOrigins.has(origin) : fetchSite === 'same-origin';
    if (!sameOrigin) {
      c.var.logger.warn('cross-origin request refused', { method: c.req.method, path: c.req.path, origin: origin ?? null });
      return c.json({ error: { message: 'This request must come from the Attune app itself.' } }, 403);
    }
    if (c.req.path.startsWith('/trpc/') && !c.req.header('content-type')?.startsWith('application/json')) {
      return c.json({ error: { message: 'Requests to the API must send JSON.' } }, 415);
    }
    return next();
  };
}
