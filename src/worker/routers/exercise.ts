import { distressChange } from '../../shared/domain/eye-exercise';
import { recordExerciseSessionInput } from '../../shared/schemas/exercise';
import { insertExerciseSession, listExerciseSessions } from '../db/exercise-sessions';
import { exerciseWords } from '../services/exercise-words';
import { profileProcedure, router } from '../trpc';

/** accounts-plans-ai 2.11 and 4.9: the guided eye-movement exercise, and whether it helps. */
export const exerciseRouter = router({
  /** The words flashed during the exercise; a mutation because it asks the AI provider (rate limited). */
  words: profileProcedure('editor', { reads: 'entry' }).mutation(({ ctx }) => exerciseWords(ctx, { profileId: ctx.profile.id, userId: ctx.user.id })),

  /** A finished session with the distress rated before and after (either may be skipped). */
  recordSession: profileProcedure('editor', { reads: 'none' })
    .input(recordExerciseSessionInput)
    .mutation(({ ctx, input: { profileId, ...session } }) => insertExerciseSession(ctx.db, { profileId, userId: ctx.user.id, session })),

  /** The newest sessions for the chart, and the average change of distress across those rated twice. */
  sessions: profileProcedure('viewer', { reads: 'exercise' }).query(async ({ ctx }) => {
    const sessions = await listExerciseSessions(ctx.db, ctx.profile.id);
    return { sessions, ...distressChange(sessions) };
  }),
});
