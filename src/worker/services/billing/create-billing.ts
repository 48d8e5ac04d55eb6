import type { AppConfig, StripeConfig } from '../../config';
import { DomainError } from '../../domain-error';
import { type Billing, PAYMENTS_UNAVAILABLE, WebhookSignatureError } from './billing';

const refuse = async (): Promise<never> => {
  throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
};

/** Without Stripe the app runs on the free plan; upgrades say why they cannot start, and no webhook is believed. */
export const disabledBilling: Billing = {
  kind: 'disabled',
  createCustomer: refuse,
  createCheckout: refuse,
  createPortal: refuse,
  // Without Stripe no subscription was ever created here, so there is none to end.
  cancelSubscription: async () => {},
  verifyWebhook: async () => {
    throw new WebhookSignatureError('Payments are not configured on this server, so no webhook is accepted.');
  },
};

/**
 * Stripe billing whose SDK loads at the first payment call: a host holds it in memory (about 25 MB
 * on Node) only once someone pays, and a host without payments never does.
 */
function stripeBillingOnFirstUse(config: StripeConfig): Billing {
  let loaded: Promise<Billing> | undefined;
  const stripe = () => (loaded ??= import('./stripe-billing').then((module) => module.createStripeBilling(config)));
  return {
    kind: 'stripe',
    createCustomer: async (...call) => (await stripe()).createCustomer(...call),
    createCheckout: async (...call) => (await stripe()).createCheckout(...call),
    createPortal: async (...call) => (await stripe()).createPortal(...call),
    cancelSubscription: async (...call) => (await stripe()).cancelSubscription(...call),
    verifyWebhook: async (...call) => (await stripe()).verifyWebhook(...call),
  };
}

export function createBilling(config: AppConfig): Billing {
  return config.stripe ? stripeBillingOnFirstUse(config.stripe) : disabledBilling;
}
