import { deleteAccountInput } from '../../shared/schemas/account';
import { clearedSessionCookie } from '../auth/session-cookie';
import { accountDeletionSummary, deleteAccount } from '../services/account';
import { authedProcedure, router } from '../trpc';

/** The account itself: what deleting it removes, and deleting it (GDPR article 17). */
export const accountRouter = router({
  deletionSummary: authedProcedure.query(({ ctx }) => accountDeletionSummary(ctx.db, ctx.user.id)),

  delete: authedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx, { userId: ctx.user.id, confirmEmail: input.email });
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config));
    ctx.logger.info('account deleted', { userId: ctx.user.id });
    return { deleted: true };
  }),
});
