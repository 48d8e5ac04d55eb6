import type { Kysely } from 'kysely';
import * as z from 'zod';
import { type AccessLevel, grantsAccess } from '../../shared/domain/access';
import { DomainError } from '../domain-error';
import type { Database } from './schema';

/** A profile the account may use, its level there, and whose plan its writes count against. */
export interface ProfileAccess {
  id: string;
  access: AccessLevel;
  ownerUserId: string;
}

/** What an account holds on a profile: its level, and the profile's owner. */
export interface ProfileGrant {
  level: AccessLevel;
  ownerUserId: string;
}

export type ProfileAccessResult = { granted: true; access: ProfileAccess } | { granted: false; error: DomainError };

const profileIdSchema = z.uuid();
const notFound = () => new DomainError('NOT_FOUND', 'Profile not found.');

/** The profile id a request names, if it is one at all (anything else cannot name a profile). */
export function parseProfileId(id: unknown): string | null {
  const parsed = profileIdSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
}

/**
 * An account's grant on a profile from the profile's owner and the account's permission there
 * (both null when the profile does not exist): null when it may not see the profile at all.
 */
export function grantOnProfile(userId: string, row: { owner_user_id: string | null; level: AccessLevel | null } | undefined): ProfileGrant | null {
  if (!row?.owner_user_id) return null;
  if (row.owner_user_id === userId) return { level: 'owner', ownerUserId: row.owner_user_id };
  return row.level ? { level: row.level, ownerUserId: row.owner_user_id } : null;
}

/** The signed-in account's grant on a profile, or null when it may not see the profile at all. */
export async function findGrant(db: Kysely<Database>, userId: string, id: string): Promise<ProfileGrant | null> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('profile_permissions', (join) =>
      join.onRef('profile_permissions.profile_id', '=', 'profiles.id').on('profile_permissions.grantee_user_id', '=', userId),
    )
    .select(['profiles.owner_user_id', 'profile_permissions.level'])
    .where('profiles.id', '=', id)
    .executeTakeFirst();
  return grantOnProfile(userId, row);
}

/**
 * The one decision on a profile, for tRPC procedures and HTTP routes alike: a malformed id, a
 * missing profile and one the account may not see all answer NOT_FOUND with the same words; a
 * lower level than `required` answers FORBIDDEN.
 */
export function decideProfileAccess(
  id: string | null,
  grant: ProfileGrant | null,
  required: AccessLevel,
  refusal = `This needs ${required} access to the profile.`,
): ProfileAccessResult {
  if (!id || !grant) return { granted: false, error: notFound() };
  if (!grantsAccess(grant.level, required)) {
    return { granted: false, error: new DomainError('FORBIDDEN', refusal) };
  }
  return { granted: true, access: { id, access: grant.level, ownerUserId: grant.ownerUserId } };
}
