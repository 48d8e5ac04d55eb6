import type { Kysely } from 'kysely';
import { appRouter } from '../../src/worker/routers';
import type { Database } from '../../src/worker/db/schema';
import { createCallerFactory } from '../../src/worker/trpc';
import { asSessionUser, createTestContext } from './caller';
import { createProfile, createUser } from './factories';

export const callerAs = (db: Kysely<Database>, user: { id: string; email: string; name: string | null } | null) =>
  createCallerFactory(appRouter)(createTestContext(db, user ? asSessionUser(user) : null));

/** An account with its own profile, and a caller acting as it. */
export async function createJournalOwner(db: Kysely<Database>, name = 'Journal') {
  const user = await createUser(db);
  const profile = await createProfile(db, user.id, name);
  return { user, profile, caller: callerAs(db, user) };
}

/** Sets the owner's used entry count, as if that many entries had been added. */
export async function setEventCount(db: Kysely<Database>, userId: string, eventCount: number, planType: 'free' | 'pro' = 'free') {
  await db
    .insertInto('plans')
    .values({ user_id: userId, event_count: eventCount, plan_type: planType })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ event_count: eventCount, plan_type: planType }))
    .execute();
}
