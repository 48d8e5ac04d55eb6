import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Devices an account keeps notifications on; a newer one retires the oldest beyond it. */
export const MAX_PUSH_DEVICES = 20;

/**
 * Records a browser that takes notifications for an account. An endpoint belongs to one browser, so
 * one that signs in to another account moves with it rather than notifying both.
 */
export async function savePushSubscription(db: Kysely<Database>, userId: string, subscription: StoredPushSubscription) {
  const values = { user_id: userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, created_at: new Date() };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: subscription.endpoint })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
      .execute();
    const kept = trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').limit(MAX_PUSH_DEVICES);
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
  });
}

export async function removePushSubscription(db: Kysely<Database>, userId: string, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** Forgets an endpoint the push service says is gone (404 or 410), whoever it belonged to. */
export async function forgetPushEndpoint(db: Kysely<Database>, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function pushSubscriptionsOf(db: Kysely<Database>, userId: string): Promise<StoredPushSubscription[]> {
  const rows = await db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('created_at').execute();
  return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
}

