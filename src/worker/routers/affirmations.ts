import { saveAffirmationInput } from '../../shared/schemas/affirmations';
import { saveAffirmation, suggestAffirmations } from '../services/affirmations';
import { entryAuthor, profileProcedure, router } from '../trpc';

/** accounts-plans-ai 2.10 and 4.8: suggestions after a note, saved as affirmation entries. */
export const affirmationsRouter = router({
  /** Seven suggestions personalised from the recent notes (4.8); a mutation because it asks the AI provider (rate limited). */
  suggest: profileProcedure('editor', { reads: 'entry' }).mutation(async ({ ctx }) => ({
    suggestions: await suggestAffirmations(ctx, { profileId: ctx.profile.id, userId: ctx.user.id }),
  })),

  save: profileProcedure('editor', { reads: 'none' })
    .input(saveAffirmationInput)
    .mutation(({ ctx, input }) => saveAffirmation(ctx.db, { ...entryAuthor(ctx), text: input.suggestion.text })),
});
