import type { Kysely } from 'kysely';
import type { AccessLevel } from '../../shared/domain/access';
import type { Database } from './schema';

export interface ProfileSummary {
  id: string;
  name: string;
  initial: string;
  color: string;
  source: 'owned' | 'shared';
  permissionLevel: AccessLevel;
}

/** The account's own profiles first, then those shared with it (spec 4.4: owned wins). */
export async function listProfiles(db: Kysely<Database>, userId: string): Promise<ProfileSummary[]> {
  const columns = ['profiles.id', 'profiles.name', 'profiles.initial', 'profiles.color'] as const;
  const [owned, shared] = await Promise.all([
    db.selectFrom('profiles').select(columns).where('owner_user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('profile_permissions')
      .innerJoin('profiles', 'profiles.id', 'profile_permissions.profile_id')
      .select([...columns, 'profile_permissions.level'])
      .where('profile_permissions.grantee_user_id', '=', userId)
      .where('profiles.owner_user_id', '!=', userId)
      .orderBy('profiles.name')
      .execute(),
  ]);
  return [
    ...owned.map((profile) => ({ ...profile, source: 'owned' as const, permissionLevel: 'owner' as const })),
    ...shared.map(({ level, ...profile }) => ({ ...profile, source: 'shared' as const, permissionLevel: level })),
  ];
}
