import type Stripe from 'stripe';
import type { BillingEvent, SubscriptionChange } from './billing';

type Expandable = string | { id: string } | null;
const idOf = (value: Expandable): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Since API version 2025-03-31 the period belongs to each subscription item; the subscription's is the latest of them. */
function currentPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

function subscriptionChange(subscription: Stripe.Subscription, deleted: boolean): SubscriptionChange {
  return {
    kind: 'subscription',
    customerId: idOf(subscription.customer)!,
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: currentPeriodEnd(subscription),
    deleted,
  };
}

function changeOf(event: Stripe.Event): SubscriptionChange | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A delayed payment method completes unpaid; the subscription's own events follow once it is paid.
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
      return {
        kind: 'checkout-completed',
        accountId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChange(event.data.object, false);
    case 'customer.subscription.deleted':
      return subscriptionChange(event.data.object, true);
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      if (!customerId) return null;
      return { kind: 'payment-failed', customerId, subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null) };
    }
    default:
      return null;
  }
}

/** What a Stripe event means for a plan, in the app's own terms. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  return { id: event.id, type: event.type, createdAt: new Date(event.created * 1000), change: changeOf(event) };
}
