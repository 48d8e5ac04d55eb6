import type { Kysely } from 'kysely';
import { FREE_PLAN_LIMITS } from '../../src/shared/domain/plans';
import type { Database } from '../../src/worker/db/schema';
import { sessionCookieFor } from './auth';
import { createProfile, createUser } from './factories';
import { setEventCount } from './journal';
import { seedEntries } from './seed-entries';

/** One person of a load or crash run: an account with its own profile and a session cookie. */
export interface LoadUser {
  userId: string;
  profileId: string;
  cookie: string;
  /** Entries (and counted uses) the journal held before the run. */
  seeded: number;
}

export interface LoadUserOptions {
  /** Every n-th account is a free one a few entries below the limit (the entries really there, the counter matching). */
  nearLimitEvery?: number;
  leftBelowLimit?: number;
  /** The plan of the others: pro for a long run (counted, never refused), free for a short one. */
  othersPlan?: 'free' | 'pro';
}

/**
 * `count` separate accounts, each with its own profile and session; some start near the free
 * limit, so a run also meets the limit while others write.
 */
export async function createLoadUsers(
  db: Kysely<Database>,
  count: number,
  { nearLimitEvery = 4, leftBelowLimit = 3, othersPlan = 'free' }: LoadUserOptions = {},
): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(db, { email: `load-${index}-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const profile = await createProfile(db, user.id, `Journal ${index}`);
    const seeded = index % nearLimitEvery === nearLimitEvery - 1 ? FREE_PLAN_LIMITS.events - leftBelowLimit : 0;
    if (seeded > 0) await seedEntries(db, profile.id, 1, seeded);
    await setEventCount(db, user.id, seeded, seeded > 0 ? 'free' : othersPlan);
    users.push({ userId: user.id, profileId: profile.id, cookie: await sessionCookieFor(db, user.id), seeded });
  }
  return users;
}
