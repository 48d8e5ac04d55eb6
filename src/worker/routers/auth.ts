import { redeemLoginLinkInput, requestLoginLinkInput } from '../../shared/schemas/auth';
import { LOGIN_LINK_LIFETIME_MS, redeemLoginLink, sendLoginLink } from '../auth/login-links';
import { clearedLoginRequestCookie, loginRequestCookie, loginRequestCookieName } from '../auth/login-request-cookie';
import { signInCookies } from '../auth/browser-sign-in';
import { loginDeviceCookieName } from '../auth/login-device-cookie';
import { clearedSessionCookie } from '../auth/session-cookie';
import { generateSecretToken } from '../auth/tokens';
import { invalidateAllSessions } from '../auth/sessions';
import { DomainError } from '../domain-error';
import { authedProcedure, publicProcedure, router } from '../trpc';

const REDEMPTION_FAILURES = {
  invalid: 'This login link is invalid or has already been used. Please request a new one.',
  expired: 'This login link has expired. Please request a new one.',
} as const;

export const authRouter = router({
  /** Who is signed in, if anyone, and which sign-in methods this installation offers. */
  session: publicProcedure.query(async ({ ctx }) => ({
    user: (await ctx.auth.session())?.user ?? null,
    googleSignIn: ctx.config.google !== null,
  })),

  /** The answer is the same whether or not the email already has an account. The asking browser gets a secret the link is bound to. */
  requestLoginLink: publicProcedure.input(requestLoginLinkInput).mutation(async ({ ctx, input }) => {
    const requesterSecret = generateSecretToken();
    await sendLoginLink(
      { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger },
      {
        email: input.email,
        clientAddress: ctx.clientAddress,
        origin: ctx.config.origin,
        requesterSecret,
        deviceSecret: ctx.requestCookie(loginDeviceCookieName(ctx.config)),
      },
    );
    ctx.responseHeaders.append('Set-Cookie', loginRequestCookie(ctx.config, requesterSecret, new Date(Date.now() + LOGIN_LINK_LIFETIME_MS)));
    return { email: input.email };
  }),

  /** Signs in, or (a link opened in a browser that did not ask for it) names the account and waits for `confirmed`. */
  redeemLoginLink: publicProcedure.input(redeemLoginLinkInput).mutation(async ({ ctx, input }) => {
    const result = await redeemLoginLink(ctx.db, input.token, {
      requesterSecret: ctx.requestCookie(loginRequestCookieName(ctx.config)),
      confirmed: input.confirmed === true,
    });
    if (result.status === 'confirm') return { signedIn: false as const, email: result.email };
    if (result.status !== 'signed-in') {
      ctx.logger.warn('sign-in refused', { method: 'magic-link', reason: result.status, ip: ctx.clientAddress });
      throw new DomainError('BAD_REQUEST', REDEMPTION_FAILURES[result.status]);
    }
    for (const cookie of signInCookies(ctx.config, result.signIn)) ctx.responseHeaders.append('Set-Cookie', cookie);
    ctx.responseHeaders.append('Set-Cookie', clearedLoginRequestCookie(ctx.config));
    ctx.logger.info('signed in', {
      method: 'magic-link',
      confirmed: input.confirmed === true,
      userId: result.userId,
      newAccount: result.newAccount,
      ip: ctx.clientAddress,
    });
    return { signedIn: true as const };
  }),

  /** Spec 7: sign-out is global, ending every session of the account, on every device. */
  signOut: authedProcedure.mutation(async ({ ctx }) => {
    await invalidateAllSessions(ctx.db, ctx.user.id);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config));
    ctx.logger.info('signed out', { userId: ctx.user.id, ip: ctx.clientAddress });
    return { signedOut: true };
  }),
});
