import { createProfileInput, updateProfileInput } from '../../shared/schemas/profiles';
import { countProfileContent } from '../db/account-deletion';
import { listProfiles } from '../db/profiles';
import { createProfile, deleteProfile, renameProfile } from '../services/profiles';
import { authedProcedure, profileProcedure, router } from '../trpc';

/** Spec 4.4: the account's data profiles, its own and those shared with it. */
export const profilesRouter = router({
  list: authedProcedure.query(({ ctx }) => listProfiles(ctx.db, ctx.user.id)),

  create: authedProcedure.input(createProfileInput).mutation(({ ctx, input }) => createProfile(ctx.db, ctx.user.id, input)),

  update: profileProcedure('owner', { reads: 'none' })
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => renameProfile(ctx.db, ctx.profile.id, input)),

  /** What deleting the profile would remove, for its confirmation. */
  deletionSummary: profileProcedure('owner', { reads: 'none' }).query(({ ctx }) => countProfileContent(ctx.db, [ctx.profile.id])),

  /** The profile with its entries, images, shares, invitations and access log. */
  delete: profileProcedure('owner', { reads: 'none' }).mutation(async ({ ctx }) => {
    await deleteProfile(ctx, { profileId: ctx.profile.id, ownerUserId: ctx.profile.ownerUserId });
    ctx.logger.info('profile deleted', { userId: ctx.user.id, profileId: ctx.profile.id });
    return { deleted: ctx.profile.id };
  }),
});
