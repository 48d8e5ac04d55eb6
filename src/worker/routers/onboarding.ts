import type { OnboardingAction } from '../../shared/domain/onboarding-flow';
import type { QuestionField } from '../../shared/domain/onboarding';
import { answerInput, backInput, choosePlanInput, commitInput } from '../../shared/schemas/onboarding';
import type { Context } from '../context';
import { DomainError } from '../domain-error';
import { advanceOnboarding, completeOnboarding, startOnboarding } from '../services/onboarding';
import { authedProcedure, router } from '../trpc';

const PAYMENTS_UNAVAILABLE = 'Payments are not configured on this server yet. You can continue on the free plan.';

/**
 * Whether choosing pro can lead to a checkout. Stripe checkout is not built yet (the billing
 * issue), so a configured Stripe key alone must not enable a 'Go Pro' that goes nowhere.
 */
const CHECKOUT_AVAILABLE = false;

const advance = (ctx: Context & { user: { id: string } }, action: OnboardingAction) => advanceOnboarding(ctx.db, ctx.user.id, action);

export const onboardingRouter = router({
  /** A mutation, not a query: the first visit saves progress (nothing changes state over GET). */
  start: authedProcedure.mutation(async ({ ctx }) => ({
    state: await startOnboarding(ctx.db, ctx.user.id),
    paymentsAvailable: CHECKOUT_AVAILABLE,
  })),

  answer: authedProcedure
    .input(answerInput)
    .mutation(({ ctx, input }) => advance(ctx, { kind: 'answer', stepKey: input.stepKey as QuestionField, value: input.value })),

  back: authedProcedure.input(backInput).mutation(({ ctx, input }) => advance(ctx, { kind: 'back', stepKey: input.stepKey })),

  commit: authedProcedure.input(commitInput).mutation(({ ctx }) => advance(ctx, { kind: 'commit' })),

  choosePlan: authedProcedure.input(choosePlanInput).mutation(({ ctx, input }) => {
    if (input.plan === 'pro' && !CHECKOUT_AVAILABLE) throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
    return advance(ctx, { kind: 'choosePlan', plan: input.plan });
  }),

  complete: authedProcedure.mutation(async ({ ctx }) => {
    await completeOnboarding(ctx.db, ctx.user.id);
    ctx.logger.info('onboarding completed', { userId: ctx.user.id });
    return { completed: true };
  }),
});
