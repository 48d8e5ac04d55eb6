import type { Kysely } from 'kysely';
import { createCaller } from '../../src/worker/routers';
import type { ContextDeps } from '../../src/worker/context';
import type { Database } from '../../src/worker/db/schema';
import { createHttpClient, createTestApp } from './app';
import { signIn } from './auth';
import { asSessionUser, createTestContext } from './caller';
import type { TestDatabase } from './database';
import { createProfile, createUser } from './factories';

export const callerAs = (db: Kysely<Database>, user: { id: string; email: string; name: string | null } | null, deps: Partial<ContextDeps> = {}) =>
  createCaller(createTestContext(db, user ? asSessionUser(user) : null, deps));

/** An account with its own profile, and a caller acting as it. */
export async function createJournalOwner(db: Kysely<Database>, name = 'Journal') {
  const user = await createUser(db);
  const profile = await createProfile(db, user.id, name);
  return { user, profile, caller: callerAs(db, user) };
}

/** An account signed in over HTTP with a profile of its own: for what a real client is answered. */
export async function signInAsJournalOwner(
  database: TestDatabase,
  email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`,
  env: Record<string, string> = {},
) {
  const { app, mailer } = createTestApp(database, { env });
  const client = createHttpClient(app, await signIn(app, mailer, email));
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const profile = await createProfile(database.db, user.id, 'Mine');
  return { client, user, profile };
}

type PlanUsage = { event_count?: number; affirmation_count?: number; insight_count?: number };

/** Sets what the owner has used of the plan, as if that many entries, affirmations and insights had been added. */
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
