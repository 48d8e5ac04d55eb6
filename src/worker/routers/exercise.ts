import { exerciseWords } from '../services/exercise-words';
import { profileProcedure, router } from '../trpc';

/** accounts-plans-ai 2.11 and 4.9: the guided eye-movement exercise. */
export const exerciseRouter = router({
  /** The words flashed during the exercise; a mutation because it asks the AI provider (rate limited). */
  words: profileProcedure('editor').mutation(({ ctx }) => exerciseWords(ctx, { profileId: ctx.profile.id, userId: ctx.user.id })),
});
