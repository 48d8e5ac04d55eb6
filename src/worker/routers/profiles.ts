import { listProfiles } from '../db/profiles';
import { authedProcedure, router } from '../trpc';

export const profilesRouter = router({
  list: authedProcedure.query(({ ctx }) => listProfiles(ctx.db, ctx.user.id)),
});
