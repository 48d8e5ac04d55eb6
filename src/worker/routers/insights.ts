import { INSIGHT_PERMISSION_MESSAGES } from '../../shared/domain/insights';
import { insightIdInput } from '../../shared/schemas/insights';
import { grantsAccess } from '../../shared/domain/access';
import { clearInsights, deleteInsight } from '../db/insights';
import { DomainError } from '../domain-error';
import { generateInsights, insightsOverview } from '../services/insights';
import { readingZone } from '../../shared/domain/zoned-time';
import { profileProcedure, router } from '../trpc';

/** accounts-plans-ai 2.9 and 4.7: the profile's AI insights; owners and editors generate, clear and delete. */
export const insightsRouter = router({
  overview: profileProcedure('viewer', { reads: 'insights' }).query(async ({ ctx }) => ({
    ...(await insightsOverview(ctx.db, ctx.profile.id)),
    canManage: grantsAccess(ctx.profile.access, 'editor'),
    provider: ctx.ai.name,
    patternNeeds: ctx.ai.patternNeeds,
  })),

  generate: profileProcedure('editor', { reads: 'insights', refusal: INSIGHT_PERMISSION_MESSAGES.generate }).mutation(({ ctx }) =>
    generateInsights(ctx, {
      profile: { profileId: ctx.profile.id, ownerUserId: ctx.profile.ownerUserId },
      userId: ctx.user.id,
      timeZone: readingZone(ctx.user.timeZone),
    }),
  ),

  delete: profileProcedure('editor', { reads: 'none', refusal: INSIGHT_PERMISSION_MESSAGES.delete })
    .input(insightIdInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteInsight(ctx.db, ctx.profile.id, input.id))) throw new DomainError('NOT_FOUND', 'That insight does not exist.');
      return { id: input.id };
    }),

  clear: profileProcedure('editor', { reads: 'none', refusal: INSIGHT_PERMISSION_MESSAGES.clear }).mutation(async ({ ctx }) => ({
    cleared: await clearInsights(ctx.db, ctx.profile.id),
  })),
});
