import { type Kysely, sql, type Transaction } from 'kysely';
import type { DeletionCounts } from '../../shared/domain/deletion-summary';
import type { Database } from './schema';

/** What deleting some profiles removes, counted so the person can see it before confirming. */
export type ContentCounts = DeletionCounts;

const none: ContentCounts = { entries: 0, images: 0, insights: 0, exerciseSessions: 0, peopleWithAccess: 0, pendingInvitations: 0 };

export async function countProfileContent(db: Kysely<Database>, profileIds: readonly string[]): Promise<ContentCounts> {
  if (profileIds.length === 0) return none;
  const ids = sql.join(profileIds.map((id) => sql`${id}::uuid`));
  const counted = await sql<Record<keyof ContentCounts, string>>`
    select
      (select count(*) from wellness_entries where profile_id in (${ids}) and not deleted) as "entries",
      (select count(*) from uploaded_images where profile_id in (${ids})) as "images",
      (select count(*) from user_insights where profile_id in (${ids})) as "insights",
      (select count(*) from exercise_sessions where profile_id in (${ids})) as "exerciseSessions",
      (select count(distinct grantee_user_id) from profile_permissions where profile_id in (${ids})) as "peopleWithAccess",
      (select count(*) from invitations where profile_id in (${ids}) and status = 'pending') as "pendingInvitations"`.execute(db);
  const row = counted.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as ContentCounts;
}

export async function ownedProfiles(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').select(['id', 'name']).where('owner_user_id', '=', userId).orderBy('created_at').execute();
}

export async function countSharedWithAccount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('profile_permissions').select((eb) => eb.fn.countAll<string>().as('count')).where('grantee_user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Removes the account and everything that names it: its sessions, login links, owned profiles with
 * all they hold (by the schema's cascades), its shares in both directions, invitations sent by it
 * or waiting for its address, and the rate-limit counts kept under its id or address. Entries and
 * sessions it added to other people's journals stay there, no longer naming it. Returns the
 * storage keys of the images its profiles held, to delete once this commits.
 */
export async function deleteAccountRows(trx: Transaction<Database>, account: { id: string; email: string }): Promise<string[]> {
  const images = await trx
    .selectFrom('uploaded_images')
    .innerJoin('profiles', 'profiles.id', 'uploaded_images.profile_id')
    .select('uploaded_images.key')
    .where('profiles.owner_user_id', '=', account.id)
    .execute();
  await trx.deleteFrom('email_login_tokens').where('email', '=', account.email).execute();
  await trx.deleteFrom('invitations').where('invitee_email', '=', account.email).execute();
  // Counts are kept under the account's id, its address, or its address with a requester ('email ip').
  await trx
    .deleteFrom('rate_limit_hits')
    .where((eb) => eb.or([eb('subject', 'in', [account.id, account.email]), eb(sql<string>`split_part(subject, ' ', 1)`, '=', account.email)]))
    .execute();
  await trx.deleteFrom('users').where('id', '=', account.id).execute();
  return images.map((image) => image.key);
}
