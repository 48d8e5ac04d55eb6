import type { Kysely, Transaction } from 'kysely';
import type { PlanType } from '../../../shared/domain/plans';
import { applySubscriptionState, findAccountByCustomer, type SubscriptionState } from '../../db/plans';
import type { Database } from '../../db/schema';
import { markStripeEventApplied } from '../../db/stripe-events';
import { accountExists } from '../../db/users';
import type { Logger } from '../../logging/logger';
import type { BillingEvent, SubscriptionChange } from './billing';

/** What became of a verified event; every outcome is acknowledged to the provider. */
export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown account';

const PRO_STATUSES = new Set(['active', 'trialing']);

/**
 * The plan a subscription status means. 'incomplete' (the first payment not made yet) means none:
 * Stripe reports it at checkout in the same second as the completed checkout, and arriving last it
 * must not take pro away again.
 */
function planFor(status: string, deleted: boolean): PlanType | undefined {
  if (deleted) return 'free';
  if (status === 'incomplete') return undefined;
  return PRO_STATUSES.has(status) ? 'pro' : 'free';
}

function stateAfter(change: SubscriptionChange): SubscriptionState {
  switch (change.kind) {
    case 'checkout-completed':
      return { planType: 'pro', customerId: change.customerId, subscriptionId: change.subscriptionId };
    case 'subscription':
      return {
        planType: planFor(change.status, change.deleted),
        customerId: change.customerId,
        subscriptionId: change.subscriptionId,
        status: change.status,
        currentPeriodEnd: change.currentPeriodEnd,
      };
    case 'payment-failed':
      return { status: 'payment_failed' };
  }
}

async function accountOf(trx: Transaction<Database>, change: SubscriptionChange): Promise<string | null> {
  if (change.kind === 'checkout-completed' && change.accountId && (await accountExists(trx, change.accountId))) return change.accountId;
  return change.customerId ? findAccountByCustomer(trx, change.customerId) : null;
}

/**
 * Applies a verified provider event to the account's plan: at most once per event id (recorded in
 * the same transaction as the change), and never over an event the provider created later.
 */
export async function applyBillingEvent(db: Kysely<Database>, logger: Logger, event: BillingEvent): Promise<EventOutcome> {
  const { change } = event;
  const fields = { eventId: event.id, type: event.type };
  if (!change) {
    logger.debug('stripe event ignored', fields);
    return 'ignored';
  }
  const { outcome, accountId } = await db.transaction().execute(async (trx) => {
    if (!(await markStripeEventApplied(trx, event))) return { outcome: 'duplicate' as const, accountId: null };
    const accountId = await accountOf(trx, change);
    if (!accountId) return { outcome: 'unknown account' as const, accountId };
    const applied = await applySubscriptionState(trx, accountId, stateAfter(change), event.createdAt);
    return { outcome: applied ? ('applied' as const) : ('stale' as const), accountId };
  });
  logger[outcome === 'unknown account' ? 'warn' : 'info'](`stripe event ${outcome}`, { ...fields, accountId, ...(outcome === 'applied' ? stateAfter(change) : {}) });
  return outcome;
}
