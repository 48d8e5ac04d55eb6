import Stripe from 'stripe';
import { FAKE_STRIPE_KEYS } from './fake-stripe-keys';

const eventId = () => `evt_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface StripeTestEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

function stripeEvent(type: string, object: Record<string, unknown>, created: Date): StripeTestEvent {
  return { id: eventId(), type, created: seconds(created), data: { object } };
}

export function checkoutCompleted(checkout: { accountId: string; customerId: string; subscriptionId: string }, created = new Date()) {
  return stripeEvent(
    'checkout.session.completed',
    {
      id: `cs_test_${checkout.subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: checkout.accountId,
      customer: checkout.customerId,
      subscription: checkout.subscriptionId,
    },
    created,
  );
}

type SubscriptionEventType = 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';

export function subscriptionEvent(
  type: SubscriptionEventType,
  subscription: { customerId: string; subscriptionId: string; status: string; periodEnd?: Date },
  created = new Date(),
) {
  const periodEnd = seconds(subscription.periodEnd ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  return stripeEvent(
    type,
    {
      id: subscription.subscriptionId,
      object: 'subscription',
      customer: subscription.customerId,
      status: subscription.status,
      metadata: {},
      items: {
        object: 'list',
        data: [{ id: 'si_test', object: 'subscription_item', current_period_start: periodEnd - 30 * 24 * 60 * 60, current_period_end: periodEnd }],
      },
    },
    created,
  );
}

export function invoicePaymentFailed(invoice: { customerId: string; subscriptionId: string }, created = new Date()) {
  return stripeEvent(
    'invoice.payment_failed',
    {
      id: 'in_test',
      object: 'invoice',
      customer: invoice.customerId,
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId, metadata: {} } },
    },
    created,
  );
}

/** The body and Stripe-Signature header Stripe would send for the event (signed now unless `signedAt`), signed as the SDK's tests do. */
export async function signedWebhook(event: StripeTestEvent, secret = FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET, signedAt?: Date) {
  const body = JSON.stringify({ object: 'event', livemode: false, api_version: Stripe.API_VERSION, ...event });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    timestamp: signedAt && Math.floor(signedAt.getTime() / 1000),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { body, signature };
}

/** The request Stripe's servers make: a POST with no Origin, only the signature. */
export async function webhookRequest(event: StripeTestEvent, secret?: string, signedAt?: Date): Promise<RequestInit> {
  const { body, signature } = await signedWebhook(event, secret, signedAt);
  return { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body };
}
