import type { OnboardingAction } from '../../shared/domain/onboarding-flow';
import type { QuestionField } from '../../shared/domain/onboarding';
import { answerInput, backInput, choosePlanInput, commitInput } from '../../shared/schemas/onboarding';
import type { Context } from '../context';
import { DomainError } from '../domain-error';
import { PAYMENTS_UNAVAILABLE } from '../services/billing/billing';
import { checkoutFor } from '../services/billing/billing-sessions';
import { advanceOnboarding, completeOnboarding, startOnboarding } from '../services/onboarding';
import { authedProcedure, router } from '../trpc';

const advance = (ctx: Context & { user: { id: string } }, action: OnboardingAction) => advanceOnboarding(ctx.db, ctx.user.id, action);

export const onboardingRouter = router({
  /** A mutation, not a query: the first visit saves progress (nothing changes state over GET). */
  start: authedProcedure.mutation(async ({ ctx }) => ({
    state: await startOnboarding(ctx.db, ctx.user.id),
    paymentsAvailable: ctx.billing.kind === 'stripe',
  })),

  answer: authedProcedure
    .input(answerInput)
    .mutation(({ ctx, input }) => advance(ctx, { kind: 'answer', stepKey: input.stepKey as QuestionField, value: input.value })),

  back: authedProcedure.input(backInput).mutation(({ ctx, input }) => advance(ctx, { kind: 'back', stepKey: input.stepKey })),

  commit: authedProcedure.input(commitInput).mutation(({ ctx }) => advance(ctx, { kind: 'commit' })),

  /** Pro is recorded, then a checkout starts: the browser goes to `checkoutUrl`, and the webhook makes the plan pro. */
  choosePlan: authedProcedure.input(choosePlanInput).mutation(async ({ ctx, input }) => {
    if (input.plan === 'free') return advance(ctx, { kind: 'choosePlan', plan: 'free' });
    if (ctx.billing.kind === 'disabled') throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
    const state = await advance(ctx, { kind: 'choosePlan', plan: 'pro' });
    const { checkoutUrl } = await checkoutFor(ctx, 'onboarding');
    return { ...state, checkoutUrl };
  }),

  complete: authedProcedure.mutation(async ({ ctx }) => {
    await completeOnboarding(ctx.db, ctx.user.id);
    ctx.logger.info('onboarding completed', { userId: ctx.user.id });
    return { completed: true };
  }),
});
