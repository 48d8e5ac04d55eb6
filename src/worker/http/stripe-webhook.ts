import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Billing, BillingEvent } from '../services/billing/billing';
import { WebhookSignatureError } from '../services/billing/billing';
import { applyBillingEvent } from '../services/billing/apply-billing-event';

/** Where Stripe posts its events; set as the webhook endpoint in the Stripe dashboard. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook: the raw body is verified against the Stripe-Signature header before
 * anything is read from it; a missing or wrong signature is a 400 and changes nothing. A database
 * failure answers 500, so Stripe delivers the event again.
 */
export function stripeWebhook(billing: Billing) {
  return async (c: Context<AppEnv>) => {
    let event: BillingEvent;
    try {
      event = await billing.verifyWebhook(await c.req.text(), c.req.header('stripe-signature') ?? null);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      c.var.logger.warn('stripe webhook refused', { reason: error.message });
      return c.json({ error: { message: error.message } }, 400);
    }
    const outcome = await applyBillingEvent(c.var.db, c.var.logger, event);
    return c.json({ received: true, outcome });
  };
}
