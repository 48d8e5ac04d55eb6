import type { AppConfig } from '../config';
import { hostCookie, hostCookieName } from './host-cookie';

/**
 * A browser that has signed in to an account keeps a secret of its own in this cookie for a year
 * (it outlives sessions and Sign Out): with it, asking for a login link for that account's address
 * draws on the browser's own allowance (see login-link-limits.ts).
 */
const LOGIN_DEVICE_COOKIE = 'attune_device';

export const loginDeviceCookieName = (config: AppConfig): string => hostCookieName(config, LOGIN_DEVICE_COOKIE);

export const loginDeviceCookie = (config: AppConfig, secret: string, expiresAt: Date): string =>
  hostCookie(config, LOGIN_DEVICE_COOKIE, secret, { expires: expiresAt });
