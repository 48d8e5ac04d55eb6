import type { Kysely, Transaction } from 'kysely';
import type { AccessLevel } from '../../shared/domain/access';
import { displayName } from '../../shared/domain/display-name';
import type { Database } from './schema';

export interface ProfileSummary {
  id: string;
  name: string;
  initial: string;
  color: string;
  source: 'owned' | 'shared';
  permissionLevel: AccessLevel;
  /** Who shared it (the grantor, its owner); null on the account's own profiles. */
  sharedBy: string | null;
}

const PROFILE_COLUMNS = ['profiles.id', 'profiles.name', 'profiles.initial', 'profiles.color'] as const;

/** The account's own profiles first, then those shared with it (spec 4.4: owned wins). */
export async function listProfiles(db: Kysely<Database>, userId: string): Promise<ProfileSummary[]> {
  const [owned, shared] = await Promise.all([
    db.selectFrom('profiles').select(PROFILE_COLUMNS).where('owner_user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('profile_permissions')
      .innerJoin('profiles', 'profiles.id', 'profile_permissions.profile_id')
      .innerJoin('users as owner', 'owner.id', 'profiles.owner_user_id')
      .select([...PROFILE_COLUMNS, 'profile_permissions.level', 'owner.name as owner_name', 'owner.email as owner_email'])
      .where('profile_permissions.grantee_user_id', '=', userId)
      .where('profiles.owner_user_id', '!=', userId)
      .orderBy('profiles.name')
      .orderBy('profiles.id')
      .execute(),
  ]);
  return [
    ...owned.map((profile) => ({ ...profile, source: 'owned' as const, permissionLevel: 'owner' as const, sharedBy: null })),
    ...shared.map(({ level, owner_name, owner_email, ...profile }) => ({
      ...profile,
      source: 'shared' as const,
      permissionLevel: level,
      sharedBy: displayName({ name: owner_name, email: owner_email }),
    })),
  ];
}

export async function countOwnedProfiles(trx: Transaction<Database>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type ProfileDetails = { name: string; initial: string; color: string };

export async function insertProfile(trx: Transaction<Database>, ownerUserId: string, details: ProfileDetails) {
  return trx
    .insertInto('profiles')
    .values({ owner_user_id: ownerUserId, ...details })
    .returning(['id', 'name', 'initial', 'color'])
    .executeTakeFirstOrThrow();
}

export async function updateProfileDetails(db: Kysely<Database>, profileId: string, details: ProfileDetails) {
  return db
    .updateTable('profiles')
    .set(details)
    .where('id', '=', profileId)
    .returning(['id', 'name', 'initial', 'color'])
    .executeTakeFirstOrThrow();
}

export async function findProfileName(db: Kysely<Database>, profileId: string) {
  return db.selectFrom('profiles').select(['id', 'name']).where('id', '=', profileId).executeTakeFirstOrThrow();
}

/** The account's oldest profile, its own journal (made at account setup). */
export async function findFirstOwnedProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'name'])
    .where('owner_user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Deletes a profile and, by cascade, its entries, uploads, grants, invitations and access log; returns the image keys it held. */
export async function deleteProfileRow(trx: Transaction<Database>, profileId: string): Promise<string[]> {
  const uploads = await trx.selectFrom('uploaded_images').select('key').where('profile_id', '=', profileId).execute();
  await trx.deleteFrom('profiles').where('id', '=', profileId).execute();
  return uploads.map((upload) => upload.key);
}
