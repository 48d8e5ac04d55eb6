import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { type Billing, WebhookSignatureError } from './billing';
import { toBillingEvent } from './stripe-events';

/**
 * The SDK refuses a signature older than its tolerance (300 s) but not one dated ahead of it, and
 * events apply in the order Stripe created them: an event dated in the future would outrank every
 * real one after it. So neither the signature nor the event may be ahead of this clock by more.
 */
function assertNotDatedAhead(signature: string, event: Stripe.Event, now = Date.now()) {
  const latest = Math.floor(now / 1000) + Stripe.webhooks.DEFAULT_TOLERANCE;
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt > latest || event.created > latest) {
    throw new WebhookSignatureError('The Stripe event is dated in the future, beyond the signature tolerance.');
  }
}

/**
 * Billing through the `stripe` SDK with the fetch HTTP client and the SubtleCrypto provider, so the
 * same code runs in the Worker and in Node.
 */
export function createStripeBilling(config: StripeConfig): Billing {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.apiBase ?? {}),
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  return {
    kind: 'stripe',

    async createCustomer(account, idempotencyKey) {
      const customer = await stripe.customers.create(
        { email: account.email, ...(account.name ? { name: account.name } : {}), metadata: { account_id: account.id } },
        { idempotencyKey },
      );
      return customer.id;
    },

    async createCheckout(checkout) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: checkout.customerId,
          client_reference_id: checkout.accountId,
          line_items: [{ price: config.priceId, quantity: 1 }],
          subscription_data: { metadata: { account_id: checkout.accountId } },
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        },
        { idempotencyKey: checkout.idempotencyKey },
      );
      return session.url;
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    async verifyWebhook(body, signature) {
      if (!signature) throw new WebhookSignatureError('The request has no Stripe-Signature header.');
      try {
        const event = await stripe.webhooks.constructEventAsync(body, signature, config.webhookSecret, undefined, cryptoProvider);
        assertNotDatedAhead(signature, event);
        return toBillingEvent(event);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw error;
        throw new WebhookSignatureError('The Stripe signature does not match the request.', { cause: error });
      }
    },
  };
}
