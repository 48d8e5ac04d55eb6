import type { AppConfig } from '../../config';
import { DomainError } from '../../domain-error';
import { type Billing, PAYMENTS_UNAVAILABLE, WebhookSignatureError } from './billing';
import { createStripeBilling } from './stripe-billing';

const refuse = async (): Promise<never> => {
  throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
};

/** Without Stripe the app runs on the free plan; upgrades say why they cannot start, and no webhook is believed. */
export const disabledBilling: Billing = {
  kind: 'disabled',
  createCustomer: refuse,
  createCheckout: refuse,
  createPortal: refuse,
  verifyWebhook: async () => {
    throw new WebhookSignatureError('Payments are not configured on this server, so no webhook is accepted.');
  },
};

export function createBilling(config: AppConfig): Billing {
  return config.stripe ? createStripeBilling(config.stripe) : disabledBilling;
}
