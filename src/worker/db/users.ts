import { type Kysely, sql, type Transaction } from 'kysely';
import { INVITEE_OFFER_WINDOW_DAYS } from '../../shared/domain/invitations';
import type { QuickAddButton } from '../../shared/domain/quick-add';
import type { Database } from './schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account for an email, created when missing; safe under concurrent sign-ins. */
export async function findOrCreateUserByEmail(
  db: Kysely<Database>,
  email: string,
  details: { name?: string | null; avatarUrl?: string | null } = {},
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('users')
    .values({ email, name: details.name ?? null, avatar_url: details.avatarUrl ?? null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Fills a name or picture the account does not have yet; one it has is never overwritten. */
export async function fillMissingUserDetails(db: Kysely<Database>, userId: string, details: { name: string | null; avatarUrl: string | null }) {
  await db
    .updateTable('users')
    .set((eb) => ({
      name: eb.fn.coalesce('name', eb.val(details.name)),
      avatar_url: eb.fn.coalesce('avatar_url', eb.val(details.avatarUrl)),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The account's saved quick-add buttons as stored (null: never saved). */
export async function findQuickAddButtons(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom('users').select('quick_add_buttons').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.quick_add_buttons;
}

export async function saveQuickAddButtons(db: Kysely<Database>, userId: string, buttons: readonly QuickAddButton[]) {
  await db.updateTable('users').set({ quick_add_buttons: JSON.stringify(buttons) }).where('id', '=', userId).execute();
}

/** Issue 36: the account's IANA time zone, in which its days are read (validated by the caller's schema). */
export async function saveTimeZone(db: Kysely<Database>, userId: string, timeZone: string) {
  await db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
}

/** The account row (name, email, onboarding state), locked for the rest of the caller's transaction. */
export async function lockUser(trx: Transaction<Database>, userId: string) {
  return trx.selectFrom('users').select(['name', 'email', 'onboarding_completed']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function markOnboardingCompleted(trx: Transaction<Database>, userId: string) {
  await trx.updateTable('users').set({ onboarding_completed: true }).where('id', '=', userId).execute();
}

/**
 * Spec 4.2's invitee fields, for a new account and an existing one alike: the offer window runs 90
 * days from the moment the account joined through an invitation (for a new account, its signup).
 * A second invitation keeps the first window, so no invitation lengthens an offer.
 */
export async function markHeadOfHouseholdInvitee(trx: Transaction<Database>, userId: string) {
  await trx
    .updateTable('users')
    .set({
      is_hoh_invitee: true,
      hoh_signup_date: sql<Date>`now()`,
      hoh_offer_eligible_until: sql<Date>`now() + make_interval(days => ${INVITEE_OFFER_WINDOW_DAYS})`,
    })
    .where('id', '=', userId)
    .where('is_hoh_invitee', '=', false)
    .execute();
}

/** The account's id and email (stored lower-cased); the account must exist. */
export async function findAccountEmail(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Whether an account with this id exists; an id that is not a UUID names none. */
export async function accountExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(userId)) return false;
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The account with this email (stored lower-cased), or null. */
export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}
