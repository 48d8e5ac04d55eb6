import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface ReminderSettings {
  byPush: boolean;
  byEmail: boolean;
  skipWhenLogged: boolean;
}

/** Before a person saves any: nothing is sent, and a day already logged will be skipped. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { byPush: false, byEmail: false, skipWhenLogged: true };

export async function findReminderSettings(db: Kysely<Database>, userId: string): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('reminder_settings')
    .select(['by_push', 'by_email', 'skip_when_logged'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { byPush: row.by_push, byEmail: row.by_email, skipWhenLogged: row.skip_when_logged } : DEFAULT_REMINDER_SETTINGS;
}

export async function saveReminderSettings(db: Kysely<Database>, userId: string, settings: ReminderSettings) {
  const values = { by_push: settings.byPush, by_email: settings.byEmail, skip_when_logged: settings.skipWhenLogged, updated_at: new Date() };
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** The one-click unsubscribe of a reminder email: no more reminder emails; push is left as it is. */
export async function stopEmailReminders(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.updateTable('reminder_settings').set({ by_email: false, updated_at: new Date() }).where('user_id', '=', userId).where('by_email', '=', true).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
