import { acceptInvitationInput } from '../../shared/schemas/sharing';
import { signInCookies } from '../auth/browser-sign-in';
import { acceptInvitation } from '../sharing/invitations';
import { publicProcedure, router } from '../trpc';

export const invitationsRouter = router({
  /**
   * Opens an invitation: for whoever is signed in (it must be the invitee), or, with nobody signed
   * in, signing the invitee in, since the link went to their address, once they confirmed the account.
   */
  accept: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    const signedIn = (await ctx.auth.session())?.user ?? null;
    const accepted = await acceptInvitation(ctx.db, { token: input.token, signedIn, confirmed: input.confirmed === true });
    if (accepted.status === 'confirm') return { accepted: false as const, email: accepted.email, inviterName: accepted.inviterName };
    for (const cookie of accepted.signIn ? signInCookies(ctx.config, accepted.signIn) : []) ctx.responseHeaders.append('Set-Cookie', cookie);
    ctx.logger.info('invitation accepted', { userId: accepted.inviteeUserId, newAccount: accepted.newAccount, ip: ctx.clientAddress });
    return { accepted: true as const, inviterName: accepted.inviterName, sharedProfileId: accepted.sharedProfileId, newAccount: accepted.newAccount };
  }),
});
