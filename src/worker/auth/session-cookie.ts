import type { AppConfig } from '../config';
import { hostCookie, hostCookieName } from './host-cookie';

const SESSION_COOKIE = 'attune_session';

export const sessionCookieName = (config: AppConfig): string => hostCookieName(config, SESSION_COOKIE);

export const sessionCookie = (config: AppConfig, token: string, expiresAt: Date): string =>
  hostCookie(config, SESSION_COOKIE, token, { expires: expiresAt });

export const clearedSessionCookie = (config: AppConfig): string => hostCookie(config, SESSION_COOKIE, '', { maxAge: 0 });
