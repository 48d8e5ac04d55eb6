import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
