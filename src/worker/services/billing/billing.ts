import { DomainError } from '../../domain-error';
import type { Logger } from '../../logging/logger';

/** The payment provider, as the app uses it: Stripe when configured, otherwise a billing that refuses. */
export interface Billing {
  kind: 'stripe' | 'disabled';
  /** One customer at the provider for an account; the same key always answers with the same customer. */
  createCustomer(account: BillingAccount, idempotencyKey: string): Promise<string>;
  /** A hosted checkout page for the pro subscription; returns its URL (null if the provider gave none). */
  createCheckout(checkout: CheckoutRequest): Promise<string | null>;
  /** A hosted page where a customer manages or cancels the subscription; returns its URL. */
  createPortal(portal: { customerId: string; returnUrl: string }): Promise<string>;
  /** Ends a subscription at once (the account is being deleted); a subscription already gone is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** The event a webhook request carries, once its signature is verified; throws WebhookSignatureError otherwise. */
  verifyWebhook(body: string, signature: string | null): Promise<BillingEvent>;
}

export interface BillingAccount {
  id: string;
  email: string;
  name: string | null;
}

export interface CheckoutRequest {
  accountId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A verified provider event: what it says about a subscription, or null for an event the app does not act on. */
export interface BillingEvent {
  id: string;
  type: string;
  /** When the provider created the event, which orders events that arrive out of order. */
  createdAt: Date;
  change: SubscriptionChange | null;
}

export type SubscriptionChange =
  /** A checkout paid: the account named by the checkout turns pro. */
  | { kind: 'checkout-completed'; accountId: string | null; customerId: string | null; subscriptionId: string | null }
  /** The subscription as it now stands; the plan follows its status. */
  | {
      kind: 'subscription';
      customerId: string;
      subscriptionId: string;
      status: string;
      currentPeriodEnd: Date | null;
      deleted: boolean;
    }
  /** A renewal failed: recorded, but the plan stays until the provider ends the subscription. */
  | { kind: 'payment-failed'; customerId: string; subscriptionId: string | null };

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export const PAYMENTS_UNAVAILABLE = 'Payments are not configured on this server yet. You can continue on the free plan.';

/**
 * A call to the provider that the person is told about in the spec's words when it fails; the
 * provider's own error goes to the log only.
 */
export async function callProvider<T>(logger: Logger, failure: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger.error('payment provider call failed', { failure, error });
    throw new DomainError('BAD_GATEWAY', failure, { cause: error });
  }
}
