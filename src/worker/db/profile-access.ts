import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type AccessLevel, grantsAccess } from '../../shared/domain/access';
import { DomainError } from '../domain-error';
import type { Database } from './schema';

/** A profile the account may use, and its level there. */
export interface ProfileAccess {
  id: string;
  access: AccessLevel;
}

export type ProfileAccessResult = { granted: true; access: ProfileAccess } | { granted: false; error: DomainError };

const profileId = z.uuid();
const notFound = () => new DomainError('NOT_FOUND', 'Profile not found.');

/** The signed-in account's level on a profile, or null when it may not see the profile at all. */
async function findLevel(db: Kysely<Database>, userId: string, id: string): Promise<AccessLevel | null> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('profile_permissions', (join) =>
      join.onRef('profile_permissions.profile_id', '=', 'profiles.id').on('profile_permissions.grantee_user_id', '=', userId),
    )
    .select(['profiles.owner_user_id', 'profile_permissions.level'])
    .where('profiles.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.owner_user_id === userId) return 'owner';
  return row.level ?? null;
}

/**
 * The one decision on a profile, for tRPC procedures and HTTP routes alike: a malformed id, a
 * missing profile and one the account may not see all answer NOT_FOUND with the same words; a
 * lower level than `required` answers FORBIDDEN.
 */
export async function checkProfileAccess(
  db: Kysely<Database>,
  userId: string,
  id: unknown,
  required: AccessLevel,
): Promise<ProfileAccessResult> {
  const parsed = profileId.safeParse(id);
  const level = parsed.success ? await findLevel(db, userId, parsed.data) : null;
  if (!parsed.success || !level) return { granted: false, error: notFound() };
  if (!grantsAccess(level, required)) {
    return { granted: false, error: new DomainError('FORBIDDEN', `This needs ${required} access to the profile.`) };
  }
  return { granted: true, access: { id: parsed.data, access: level } };
}
