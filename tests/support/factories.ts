import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GrantedLevel } from '../../src/shared/domain/access';
import type { Database } from '../../src/worker/db/schema';

export async function createUser(db: Kysely<Database>, overrides: { email?: string; name?: string | null } = {}) {
  const email = overrides.email ?? `person-${randomBytes(4).toString('hex')}@example.com`;
  return db
    .insertInto('users')
    .values({ email, name: overrides.name === undefined ? 'Test Person' : overrides.name })
    .returning(['id', 'email', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createProfile(db: Kysely<Database>, ownerUserId: string, name = 'Journal') {
  return db
    .insertInto('profiles')
    .values({ owner_user_id: ownerUserId, name, initial: name.charAt(0).toUpperCase() })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function shareProfile(db: Kysely<Database>, profileId: string, granteeUserId: string, level: GrantedLevel) {
  await db.insertInto('profile_permissions').values({ profile_id: profileId, grantee_user_id: granteeUserId, level }).execute();
}
