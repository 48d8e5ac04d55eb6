import { accessLogInput, changeAccessInput, inviteInput, revokeAccessInput, withdrawInvitationInput } from '../../shared/schemas/sharing';
import { readAccessLog } from '../db/access-log';
import { changeGrantLevel, deleteGrant } from '../db/grants';
import { withdrawInvitation } from '../db/invitations';
import { findProfileName } from '../db/profiles';
import { DomainError } from '../domain-error';
import { sendInvitation } from '../sharing/invitations';
import { sharingOverview } from '../sharing/overview';
import { profileProcedure, router } from '../trpc';

const notSharedWith = () => new DomainError('NOT_FOUND', 'That person does not have access to this journal.');

/** Who may read or write a profile, decided by its owner; and what they read (the access log). */
export const sharingRouter = router({
  overview: profileProcedure('owner', { reads: 'none' }).query(({ ctx }) => sharingOverview(ctx.db, ctx.profile.id)),

  invite: profileProcedure('owner', { reads: 'none' })
    .input(inviteInput)
    .mutation(async ({ ctx, input }) => {
      return sendInvitation(ctx, {
        inviter: ctx.user,
        profile: await findProfileName(ctx.db, ctx.profile.id),
        inviteeEmail: input.inviteeEmail,
        relationshipTag: input.relationshipTag,
        shareMyFeed: input.shareMyFeed,
        origin: ctx.config.origin,
      });
    }),

  withdrawInvitation: profileProcedure('owner', { reads: 'none' })
    .input(withdrawInvitationInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await withdrawInvitation(ctx.db, ctx.profile.id, input.invitationId, new Date()))) {
        throw new DomainError('NOT_FOUND', 'That invitation was already accepted, withdrawn or expired.');
      }
      return { withdrawn: input.invitationId };
    }),

  /** Only 'editor' and 'viewer' can be given (spec 5). */
  changeAccess: profileProcedure('owner', { reads: 'none' })
    .input(changeAccessInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await changeGrantLevel(ctx.db, ctx.profile.id, input.userId, input.level))) throw notSharedWith();
      ctx.logger.info('profile access changed', { profileId: ctx.profile.id, granteeUserId: input.userId, level: input.level });
      return { userId: input.userId, level: input.level };
    }),

  revokeAccess: profileProcedure('owner', { reads: 'none' })
    .input(revokeAccessInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteGrant(ctx.db, ctx.profile.id, input.userId))) throw notSharedWith();
      ctx.logger.info('profile access revoked', { profileId: ctx.profile.id, granteeUserId: input.userId });
      return { revoked: input.userId };
    }),

  /** A grantee stops seeing a journal shared with them. */
  leave: profileProcedure('viewer', { reads: 'none' }).mutation(async ({ ctx }) => {
    if (ctx.profile.access === 'owner') {
      throw new DomainError('BAD_REQUEST', 'This is your own journal: delete it instead of leaving it.');
    }
    await deleteGrant(ctx.db, ctx.profile.id, ctx.user.id);
    return { left: ctx.profile.id };
  }),

  accessLog: profileProcedure('owner', { reads: 'none' })
    .input(accessLogInput)
    .query(({ ctx, input }) => readAccessLog(ctx.db, ctx.profile.id, input.readerUserId)),
});
