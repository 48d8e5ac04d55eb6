import type { Kysely } from 'kysely';
import type { AccessLevel } from '../../shared/domain/access';
import type { Database } from './schema';

/** The signed-in account's level on a profile, or null when it may not see the profile at all. */
export async function findProfileAccess(
  db: Kysely<Database>,
  userId: string,
  profileId: string,
): Promise<AccessLevel | null> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('profile_permissions', (join) =>
      join.onRef('profile_permissions.profile_id', '=', 'profiles.id').on('profile_permissions.grantee_user_id', '=', userId),
    )
    .select(['profiles.owner_user_id', 'profile_permissions.level'])
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.owner_user_id === userId) return 'owner';
  return row.level ?? null;
}
