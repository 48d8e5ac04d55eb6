import type { Kysely, Transaction } from 'kysely';
import type { GrantedLevel } from '../../shared/domain/access';
import type { Database } from './schema';

/** Everyone a profile is shared with, oldest grant first. */
export async function listGrants(db: Kysely<Database>, profileId: string) {
  return db
    .selectFrom('profile_permissions')
    .innerJoin('users', 'users.id', 'profile_permissions.grantee_user_id')
    .select(['users.id as user_id', 'users.name', 'users.email', 'profile_permissions.level', 'profile_permissions.created_at'])
    .where('profile_permissions.profile_id', '=', profileId)
    .orderBy('profile_permissions.created_at')
    .orderBy('users.email')
    .execute();
}

/** Gives an account a level on a profile it does not own; a grant it already holds is kept as it is. */
export async function grantAccess(trx: Transaction<Database>, grant: { granteeUserId: string; profileId: string; level: GrantedLevel }) {
  await trx
    .insertInto('profile_permissions')
    .values({ grantee_user_id: grant.granteeUserId, profile_id: grant.profileId, level: grant.level })
    .onConflict((conflict) => conflict.columns(['grantee_user_id', 'profile_id']).doNothing())
    .execute();
}

/** Changes a grant's level; false when the account holds no grant on the profile. */
export async function changeGrantLevel(db: Kysely<Database>, profileId: string, granteeUserId: string, level: GrantedLevel) {
  const result = await db
    .updateTable('profile_permissions')
    .set({ level })
    .where('profile_id', '=', profileId)
    .where('grantee_user_id', '=', granteeUserId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends a grant; false when there was none. */
export async function deleteGrant(db: Kysely<Database>, profileId: string, granteeUserId: string) {
  const result = await db
    .deleteFrom('profile_permissions')
    .where('profile_id', '=', profileId)
    .where('grantee_user_id', '=', granteeUserId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
