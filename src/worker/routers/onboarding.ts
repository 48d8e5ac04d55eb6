import { TRPCError } from '@trpc/server';
import type { OnboardingAction } from '../../shared/domain/onboarding-flow';
import type { QuestionField } from '../../shared/domain/onboarding';
import { answerInput, backInput, choosePlanInput, commitInput } from '../../shared/schemas/onboarding';
import type { Context } from '../context';
import { advanceOnboarding, completeOnboarding, OnboardingStepError, startOnboarding } from '../services/onboarding';
import { authedProcedure, router } from '../trpc';

const PAYMENTS_UNAVAILABLE = 'Payments are not configured on this server yet. You can continue on the free plan.';

/**
 * Whether choosing pro can lead to a checkout. Stripe checkout is not built yet (the billing
 * issue), so a configured Stripe key alone must not enable a 'Go Pro' that goes nowhere.
 */
const CHECKOUT_AVAILABLE = false;

/** Turns a refused step into CONFLICT with its reason; anything else stays unexpected. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OnboardingStepError) throw new TRPCError({ code: 'CONFLICT', message: error.message });
    throw error;
  }
}

const advance = (ctx: Context & { user: { id: string } }, action: OnboardingAction) =>
  step(() => advanceOnboarding(ctx.db, ctx.user.id, action));

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
    if (input.plan === 'pro' && !CHECKOUT_AVAILABLE) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: PAYMENTS_UNAVAILABLE });
    return advance(ctx, { kind: 'choosePlan', plan: input.plan });
  }),

  complete: authedProcedure.mutation(async ({ ctx }) => {
    await step(() => completeOnboarding(ctx.db, ctx.user.id));
    ctx.logger.info('onboarding completed', { userId: ctx.user.id });
    return { completed: true };
  }),
});
