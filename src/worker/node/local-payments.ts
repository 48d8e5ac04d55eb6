import { type AppConfig, fakeStripeConfig } from '../config';
import { STRIPE_WEBHOOK_PATH } from '../http/stripe-webhook';
import type { Logger } from '../logging/logger';

/**
 * PAYMENTS=fake (development, a local origin only; config.ts refuses it elsewhere): starts the
 * fake Stripe beside the host, its checkout and portal pages sending this app signed webhooks,
 * and returns the config that points the Stripe SDK at it. The fake's code loads only here.
 */
export async function withLocalPayments(config: AppConfig, logger: Logger): Promise<{ config: AppConfig; close: () => Promise<void> }> {
  if (!config.fakePayments) return { config, close: async () => {} };
  const { FAKE_STRIPE_KEYS, startFakeStripe } = await import('./fake-stripe');
  const stripe = await startFakeStripe({ webhookUrl: `${config.origin}${STRIPE_WEBHOOK_PATH}` });
  logger.warn('fake payments', { checkout: stripe.url, advice: 'PAYMENTS=fake: checkout takes no money; for development only.' });
  return { config: { ...config, stripe: fakeStripeConfig(stripe.url, FAKE_STRIPE_KEYS) }, close: stripe.close };
}
