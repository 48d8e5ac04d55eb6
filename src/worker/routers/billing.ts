import { planUsage } from '../../shared/domain/plans';
import { checkoutInput } from '../../shared/schemas/billing';
import { findPlan } from '../db/plans';
import { billingDeps, checkoutFor, openPortal } from '../services/billing/billing-sessions';
import { authedProcedure, router } from '../trpc';

export const billingRouter = router({
  /** The account's plan, what it has used of each free-plan limit, and whether it can upgrade here. */
  usage: authedProcedure.query(async ({ ctx }) => {
    const plan = await findPlan(ctx.db, ctx.user.id);
    return {
      planType: plan.plan_type,
      paymentsAvailable: ctx.billing.kind === 'stripe',
      canManageSubscription: ctx.billing.kind === 'stripe' && plan.plan_type === 'pro' && plan.stripe_customer_id !== null,
      subscriptionStatus: plan.stripe_subscription_status,
      currentPeriodEnd: plan.stripe_current_period_end?.toISOString() ?? null,
      usage: planUsage(plan.plan_type, { entries: plan.event_count, affirmations: plan.affirmation_count, insights: plan.insight_count }),
    };
  }),

  /** A Stripe Checkout page for the pro plan; the browser goes there. */
  checkout: authedProcedure
    .input(checkoutInput)
    .mutation(({ ctx, input }) => checkoutFor(ctx, input.from)),

  /** The Stripe customer portal of a pro account ('Manage subscription'). */
  portal: authedProcedure.mutation(({ ctx }) => openPortal(billingDeps(ctx), ctx.user.id)),
});
