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

type PlanUsage = { event_count?: number; affirmation_count?: number };

/** Sets what the owner has used of the plan, as if that many entries and affirmations had been added. */
export async function setPlanUsage(db: Kysely<Database>, userId: string, usage: PlanUsage, planType: 'free' | 'pro' = 'free') {
  await db
    .insertInto('plans')
    .values({ user_id: userId, plan_type: planType, ...usage })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ plan_type: planType, ...usage }))
    .execute();
}

/** Sets the owner's used entry count, as if that many entries had been added. */
export const setEventCount = (db: Kysely<Database>, userId: string, eventCount: number, planType: 'free' | 'pro' = 'free') =>
  setPlanUsage(db, userId, { event_count: eventCount }, planType);
