import type { Kysely, Transaction, Updateable } from 'kysely';
import type { PlanType } from '../../shared/domain/plans';
import type { Database, PlansTable } from './schema';
import { findUserIdByEmail } from './users';

/** Creates the account's plan row (free) unless it has one; waits for a concurrent creator. */
export async function ensurePlanRow(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('plans')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/** The account's plan and usage; an account without a row yet is on a fresh free plan. */
export async function findPlan(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('plans')
    .select([
      'plan_type',
      'event_count',
      'affirmation_count',
      'insight_count',
      'stripe_customer_id',
      'stripe_subscription_status',
      'stripe_current_period_end',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row ?? {
      plan_type: 'free' as PlanType,
      event_count: 0,
      affirmation_count: 0,
      insight_count: 0,
      stripe_customer_id: null,
      stripe_subscription_status: null,
      stripe_current_period_end: null,
    }
  );
}

/**
 * Keeps the first customer id stored for the account and returns the one that is stored: when two
 * checkouts raced, both end up with the same customer.
 */
export async function storeCustomerId(db: Kysely<Database>, userId: string, customerId: string): Promise<string> {
  await ensurePlanRow(db, userId);
  await db
    .updateTable('plans')
    .set({ stripe_customer_id: customerId, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const stored = await db.selectFrom('plans').select('stripe_customer_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return stored.stripe_customer_id!;
}

export async function findAccountByCustomer(db: Kysely<Database>, customerId: string): Promise<string | null> {
  const row = await db.selectFrom('plans').select('user_id').where('stripe_customer_id', '=', customerId).executeTakeFirst();
  return row?.user_id ?? null;
}

/** The account's subscription at the payment provider, or null (none, or no plan row yet). */
export async function findSubscriptionId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const plan = await db.selectFrom('plans').select('stripe_subscription_id').where('user_id', '=', userId).executeTakeFirst();
  return plan?.stripe_subscription_id ?? null;
}

export interface SubscriptionState {
  planType?: PlanType;
  /** Stored only when the account has no customer yet. */
  customerId?: string | null;
  subscriptionId?: string | null;
  status?: string;
  currentPeriodEnd?: Date | null;
}

/**
 * Writes what a provider event says about the account's subscription, unless an event created
 * later has been applied already. Returns whether it was applied.
 */
export async function applySubscriptionState(
  trx: Transaction<Database>,
  userId: string,
  state: SubscriptionState,
  eventCreatedAt: Date,
): Promise<boolean> {
  await ensurePlanRow(trx, userId);
  const changes: Updateable<PlansTable> = { stripe_event_created_at: eventCreatedAt, updated_at: new Date() };
  if (state.planType) changes.plan_type = state.planType;
  if (state.subscriptionId) changes.stripe_subscription_id = state.subscriptionId;
  if (state.status) changes.stripe_subscription_status = state.status;
  if (state.currentPeriodEnd !== undefined) changes.stripe_current_period_end = state.currentPeriodEnd;
  const applied = await trx
    .updateTable('plans')
    .set((eb) => ({ ...changes, stripe_customer_id: eb.fn.coalesce('stripe_customer_id', eb.val(state.customerId ?? null)) }))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('stripe_event_created_at', 'is', null), eb('stripe_event_created_at', '<=', eventCreatedAt)]))
    .returning('user_id')
    .executeTakeFirst();
  return applied !== undefined;
}

/** The operator's command: sets the plan of the account with this email. Returns false for an unknown email. */
export async function setPlanByEmail(db: Kysely<Database>, email: string, planType: PlanType): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const userId = await findUserIdByEmail(trx, email);
    if (!userId) return false;
    await ensurePlanRow(trx, userId);
    await trx.updateTable('plans').set({ plan_type: planType, updated_at: new Date() }).where('user_id', '=', userId).execute();
    return true;
  });
}
