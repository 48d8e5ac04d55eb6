import { serialize } from 'hono/utils/cookie';
import { type AppConfig, isLocalOrigin } from '../config';

/**
 * Outside localhost the cookie is Secure and `__Host-` prefixed (bound to this exact host, path /).
 * On http://localhost browsers would drop a Secure cookie, so it is a plain name there.
 */
export function sessionCookieName(config: AppConfig): string {
  return isLocalOrigin(config.origin) ? 'attune_session' : '__Host-attune_session';
}

export function sessionCookie(config: AppConfig, token: string, expiresAt: Date): string {
  return serialize(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalOrigin(config.origin),
    expires: expiresAt,
  });
}

export function clearedSessionCookie(config: AppConfig): string {
  return serialize(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalOrigin(config.origin),
    maxAge: 0,
  });
}
