import { generateCodeVerifier, generateState } from 'arctic';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { GoogleSignInErrorCode } from '../../shared/domain/google-sign-in';
import { fetchGoogleUser, GoogleSignInError, googleAuthorizationUrl, signInWithGoogle } from '../auth/google';
import { signInCookies } from '../auth/browser-sign-in';
import { type AppConfig, isLocalOrigin } from '../config';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';

const STATE_COOKIE = 'attune_google_state';
const VERIFIER_COOKIE = 'attune_google_verifier';
const FLOW_COOKIE_PATH = '/api/auth/google';

/** Only a code travels in the URL; the page shows the fixed sentence for it. */
const failureRedirect = (config: AppConfig, code: GoogleSignInErrorCode) => `${config.origin}/auth/callback#error=${code}`;

/**
 * Google sign-in with arctic: state and PKCE verifier live in short-lived HttpOnly cookies; the
 * callback signs in and hands over to /auth/callback, which routes like any other sign-in.
 */
export function googleRoutes(deps: AppDeps) {
  const { config } = deps;
  const redirectUri = `${config.origin}/api/auth/google/callback`;
  const flowCookie = { httpOnly: true, sameSite: 'Lax', path: FLOW_COOKIE_PATH, maxAge: 600, secure: !isLocalOrigin(config.origin) } as const;
  const routes = new Hono<AppEnv>();

  routes.use(async (c, next) => (config.google ? next() : c.json({ error: { message: 'Google sign-in is not configured.' } }, 404)));

  routes.get('/', (c) => {
    const state = generateState();
    const verifier = generateCodeVerifier();
    setCookie(c, STATE_COOKIE, state, flowCookie);
    setCookie(c, VERIFIER_COOKIE, verifier, flowCookie);
    return c.redirect(googleAuthorizationUrl(config.google!, redirectUri, state, verifier).toString());
  });

  routes.get('/callback', async (c) => {
    const { code, state, error } = c.req.query();
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: FLOW_COOKIE_PATH });
    deleteCookie(c, VERIFIER_COOKIE, { path: FLOW_COOKIE_PATH });
    const ip = c.var.clientAddress;
    if (error || !code || !state || !expectedState || !verifier || state !== expectedState) {
      c.var.logger.warn('sign-in refused', { method: 'google', reason: error ?? 'state-mismatch', ip });
      return c.redirect(failureRedirect(config, error ? 'google_refused' : 'state_mismatch'));
    }
    try {
      const googleUser = await fetchGoogleUser(config.google!, redirectUri, code, verifier);
      const result = await signInWithGoogle(c.var.db, googleUser);
      for (const cookie of signInCookies(config, result.signIn)) c.header('Set-Cookie', cookie, { append: true });
      c.var.logger.info('signed in', { method: 'google', userId: result.userId, newAccount: result.newAccount, ip });
      return c.redirect(`${config.origin}/auth/callback`);
    } catch (caught) {
      const reason = caught instanceof GoogleSignInError ? caught.code : 'google_failed';
      c.var.logger.warn('sign-in refused', { method: 'google', reason, error: caught, ip });
      return c.redirect(failureRedirect(config, reason));
    }
  });

  return routes;
}
