import type { AppConfig } from '../config';
import { hostCookie, hostCookieName } from './host-cookie';

/**
 * The browser that asked for a login link keeps a secret of its own in this cookie; the link
 * stores only its hash. Opened in that browser, the link signs in at once; opened anywhere else,
 * it first says whose account it is for and asks (see redeemLoginLink).
 */
const LOGIN_REQUEST_COOKIE = 'attune_login_request';

export const loginRequestCookieName = (config: AppConfig): string => hostCookieName(config, LOGIN_REQUEST_COOKIE);

export const loginRequestCookie = (config: AppConfig, secret: string, expiresAt: Date): string =>
  hostCookie(config, LOGIN_REQUEST_COOKIE, secret, { expires: expiresAt });

export const clearedLoginRequestCookie = (config: AppConfig): string => hostCookie(config, LOGIN_REQUEST_COOKIE, '', { maxAge: 0 });
