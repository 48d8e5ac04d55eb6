import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { requestAuth } from '../auth/request-auth';
import { clearedSessionCookie, sessionCookie, sessionCookieName } from '../auth/session-cookie';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';

/**
 * Gives the request `c.var.auth`, which checks the session cookie when first asked (see
 * RequestAuth). A session that check extended gets a fresh cookie expiry; an unknown or expired
 * token gets its cookie cleared.
 */
export function sessionAuth(config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, sessionCookieName(config)) ?? null;
    const auth = requestAuth(c.var.db, token);
    c.set('auth', auth);
    await next();
    const validation = auth.validation();
    if (!validation || (validation.status === 'valid' && !validation.refreshed)) return;
    if (c.res.headers.get('set-cookie')?.includes(sessionCookieName(config))) return;
    c.res.headers.append('Set-Cookie', validation.status === 'valid' ? sessionCookie(config, token!, validation.session.expiresAt) : clearedSessionCookie(config));
  };
}
