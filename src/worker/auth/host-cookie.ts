import { serialize } from 'hono/utils/cookie';
import { type AppConfig, isLocalOrigin } from '../config';

/**
 * Outside localhost an auth cookie is Secure and `__Host-` prefixed (bound to this exact host, path /).
 * On http://localhost browsers would drop a Secure cookie, so it is a plain name there.
 */
export function hostCookieName(config: AppConfig, name: string): string {
  return isLocalOrigin(config.origin) ? name : `__Host-${name}`;
}

/** An HttpOnly, SameSite=Lax cookie for the whole site; a `maxAge` of 0 clears it. */
export function hostCookie(config: AppConfig, name: string, value: string, lifetime: { expires: Date } | { maxAge: number }): string {
  return serialize(hostCookieName(config, name), value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: !isLocalOrigin(config.origin),
    ...lifetime,
  });
}
