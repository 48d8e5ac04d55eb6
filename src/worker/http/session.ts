import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { clearedSessionCookie, sessionCookie, sessionCookieName } from '../auth/session-cookie';
import { validateSessionToken } from '../auth/sessions';
import type { AppConfig } from '../config';
import type { AppEnv } from '../context';

/**
 * Resolves the session cookie to `c.var.auth`. A session extended by this request gets a fresh
 * cookie expiry; an unknown or expired token gets its cookie cleared.
 */
export function sessionAuth(config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, sessionCookieName(config));
    c.set('auth', null);
    let cookieUpdate: string | null = null;
    if (token) {
      const result = await validateSessionToken(c.var.db, token);
      if (result.status === 'valid') {
        c.set('auth', { user: result.user, session: result.session });
        if (result.refreshed) cookieUpdate = sessionCookie(config, token, result.session.expiresAt);
      } else {
        cookieUpdate = clearedSessionCookie(config);
      }
    }
    await next();
    if (cookieUpdate && !c.res.headers.get('set-cookie')?.includes(sessionCookieName(config))) {
      c.res.headers.append('Set-Cookie', cookieUpdate);
    }
  };
}
