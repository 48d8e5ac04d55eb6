import type { Kysely } from 'kysely';
import { FREE_PLAN_LIMITS } from '../../src/shared/domain/plans';
import type { Database } from '../../src/worker/db/schema';
import { sessionCookieFor } from './auth';
import { createProfile, createUser } from './factories';
import { setEventCount } from './journal';
import { seedEntries } from './seed-entries';

/** One person of a load or crash run: a free account with its own profile and a session cookie. */
export interface LoadUser {
  userId: string;
  profileId: string;
  cookie: string;
  /** Entries (and counted uses) the journal held before the run. */
  seeded: number;
}

/**
 * `count` separate free accounts, each with its own profile and session. Every `nearLimitEvery`-th
 * one starts a few entries below the free limit (the entries really there, the counter matching),
 * so a run also meets the limit while others write.
 */
export async function createLoadUsers(
  db: Kysely<Database>,
  count: number,
  { nearLimitEvery = 4, leftBelowLimit = 3 }: { nearLimitEvery?: number; leftBelowLimit?: number } = {},
): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(db, { email: `load-${index}-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const profile = await createProfile(db, user.id, `Journal ${index}`);
    const seeded = index % nearLimitEvery === nearLimitEvery - 1 ? FREE_PLAN_LIMITS.events - leftBelowLimit : 0;
    if (seeded > 0) await seedEntries(db, profile.id, 1, seeded);
    await setEventCount(db, user.id, seeded);
    users.push({ userId: user.id, profileId: profile.id, cookie: await sessionCookieFor(db, user.id), seeded });
  }
  return users;
}
