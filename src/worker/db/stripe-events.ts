import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Marks a provider event as applied, in the transaction that applies it. Returns false when it was
 * applied before: a second delivery of the same event waits here for the first one and then
 * changes nothing.
 */
export async function markStripeEventApplied(trx: Transaction<Database>, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await trx
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
