import { sql, type Transaction } from 'kysely';
import { ensurePlanRow } from './plans';
import type { Database } from './schema';

export type UsageCounter = 'event_count' | 'affirmation_count' | 'insight_count';

/**
 * Counts one use against the profile owner's plan, in the caller's transaction. The update locks
 * the plan row and re-checks the limit, so concurrent writers cannot pass it together. Pro plans
 * are counted but never limited. Returns false when the free limit is reached.
 */
export async function consumePlanQuota(
  trx: Transaction<Database>,
  ownerUserId: string,
  counter: UsageCounter,
  freeLimit: number,
): Promise<boolean> {
  const count = () =>
    trx
      .updateTable('plans')
      .set({ [counter]: sql`${sql.ref(counter)} + 1`, updated_at: new Date() })
      .where('user_id', '=', ownerUserId)
      .where((eb) => eb.or([eb('plan_type', '=', 'pro'), eb(counter, '<', freeLimit)]))
      .returning('user_id')
      .executeTakeFirst();
  if (await count()) return true;
  // No row counted: either the limit is reached, or the owner has no plan row yet (a free plan).
  // Creating it waits for any concurrent creator, so the second count sees the row either way.
  await ensurePlanRow(trx, ownerUserId);
  return (await count()) !== undefined;
}

/**
 * Counts up to `wanted` uses against the owner's plan, in the caller's transaction, with the plan
 * row locked: a free plan grants what is left below its limit, a pro plan all. Returns how many
 * were granted (0 when the limit is reached), for a batch to be cut to that many.
 */
export async function reservePlanQuota(
  trx: Transaction<Database>,
  ownerUserId: string,
  counter: UsageCounter,
  freeLimit: number,
  wanted: number,
): Promise<number> {
  await ensurePlanRow(trx, ownerUserId);
  const plan = await trx
    .selectFrom('plans')
    .select(['plan_type', counter])
    .where('user_id', '=', ownerUserId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const used = (plan as Record<UsageCounter, number>)[counter];
  const granted = plan.plan_type === 'pro' ? wanted : Math.max(0, Math.min(wanted, freeLimit - used));
  if (granted > 0) {
    await trx
      .updateTable('plans')
      .set({ [counter]: sql`${sql.ref(counter)} + ${granted}`, updated_at: new Date() })
      .where('user_id', '=', ownerUserId)
      .execute();
  }
  return granted;
}
