import type { Kysely } from 'kysely';
import type { CheckoutOrigin } from '../../../shared/schemas/billing';
import { findPlan, storeCustomerId } from '../../db/plans';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { Logger } from '../../logging/logger';
import { type Billing, type BillingAccount, callProvider, PAYMENTS_UNAVAILABLE } from './billing';

/** Spec 2.1: onboarding returns to its own pages, an upgrade from the app to /success and /canceled. */
const RETURN_PATHS: Record<CheckoutOrigin, { success: string; cancel: string }> = {
  onboarding: { success: '/onboarding/success', cancel: '/onboarding/cancel' },
  app: { success: '/success', cancel: '/canceled' },
};

export interface BillingDeps {
  db: Kysely<Database>;
  billing: Billing;
  logger: Logger;
  origin: string;
}

/** What a signed-in request brings to billing: its services, the app's origin and the account. */
interface BillingRequest {
  db: Kysely<Database>;
  billing: Billing;
  logger: Logger;
  config: { origin: string };
  user: BillingAccount;
}

export const billingDeps = (request: Omit<BillingRequest, 'user'>): BillingDeps => ({
  db: request.db,
  billing: request.billing,
  logger: request.logger,
  origin: request.config.origin,
});

/** A checkout for the signed-in account; onboarding's choice of pro starts one too. */
export const checkoutFor = (request: BillingRequest, from: CheckoutOrigin) =>
  startCheckout(billingDeps(request), { id: request.user.id, email: request.user.email, name: request.user.name }, from);

/**
 * The account's one customer at the provider: the stored one, or a new one stored first-wins. The
 * idempotency key makes concurrent first checkouts get the same customer from the provider too.
 */
async function customerOf({ db, billing, logger }: BillingDeps, account: BillingAccount, stored: string | null): Promise<string> {
  if (stored) return stored;
  const created = await callProvider(logger, 'Could not initiate checkout.', () => billing.createCustomer(account, `customer-${account.id}`));
  return storeCustomerId(db, account.id, created);
}

/**
 * Opens a checkout for the pro subscription and returns its URL. A double click within the same
 * minute gets the same session back (same idempotency key); the plan turns pro only by the webhook.
 */
export async function startCheckout(deps: BillingDeps, account: BillingAccount, from: CheckoutOrigin): Promise<{ checkoutUrl: string }> {
  if (deps.billing.kind === 'disabled') throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
  const plan = await findPlan(deps.db, account.id);
  if (plan.plan_type === 'pro') throw new DomainError('CONFLICT', 'Your account is already on the Pro plan.');
  const customerId = await customerOf(deps, account, plan.stripe_customer_id);
  const paths = RETURN_PATHS[from];
  const minute = Math.floor(Date.now() / 60_000);
  const checkoutUrl = await callProvider(deps.logger, 'Could not initiate checkout.', () =>
    deps.billing.createCheckout({
      accountId: account.id,
      customerId,
      successUrl: `${deps.origin}${paths.success}`,
      cancelUrl: `${deps.origin}${paths.cancel}`,
      idempotencyKey: `checkout-${account.id}-${from}-${minute}`,
    }),
  );
  if (!checkoutUrl) throw new DomainError('BAD_GATEWAY', 'Could not retrieve checkout URL.');
  deps.logger.info('checkout started', { accountId: account.id, from, customerId });
  return { checkoutUrl };
}

/** The provider's portal for a pro account, where it can change or cancel the subscription. */
export async function openPortal(deps: BillingDeps, accountId: string): Promise<{ portalUrl: string }> {
  if (deps.billing.kind === 'disabled') throw new DomainError('PRECONDITION_FAILED', PAYMENTS_UNAVAILABLE);
  const plan = await findPlan(deps.db, accountId);
  if (plan.plan_type !== 'pro' || !plan.stripe_customer_id) {
    throw new DomainError('PRECONDITION_FAILED', 'Only a Pro subscription paid through Stripe can be managed here.');
  }
  const customerId = plan.stripe_customer_id;
  const portalUrl = await callProvider(deps.logger, 'Could not open the subscription settings.', () =>
    deps.billing.createPortal({ customerId, returnUrl: `${deps.origin}/` }),
  );
  return { portalUrl };
}
