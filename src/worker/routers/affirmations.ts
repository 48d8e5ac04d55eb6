import { DEFAULT_AFFIRMATIONS } from '../../shared/domain/affirmations';
import { saveAffirmationInput } from '../../shared/schemas/affirmations';
import { saveAffirmation } from '../services/affirmations';
import { entryAuthor, profileProcedure, router } from '../trpc';

/** accounts-plans-ai 2.10 and 4.8: suggestions after a note, saved as affirmation entries. */
export const affirmationsRouter = router({
  /**
   * The fixed suggestions of 4.8. Personalising them from the notes with the AI model belongs to
   * the AI issue; until then every journal is offered these.
   */
  suggestions: profileProcedure('editor').query(() => ({ suggestions: DEFAULT_AFFIRMATIONS })),

  save: profileProcedure('editor')
    .input(saveAffirmationInput)
    .mutation(({ ctx, input }) => saveAffirmation(ctx.db, { ...entryAuthor(ctx), text: input.suggestion.text })),
});
