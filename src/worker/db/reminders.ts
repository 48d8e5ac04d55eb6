import { type Kysely, sql } from 'kysely';
import type { ReminderTime } from '../../shared/domain/reminders';
import type { Database } from './schema';

export async function reminderTimesOf(db: Kysely<Database>, userId: string): Promise<ReminderTime[]> {
  const rows = await db.selectFrom('reminders').select(['minute_of_day', 'weekdays']).where('user_id', '=', userId).orderBy('minute_of_day').execute();
  return rows.map((row) => ({ minuteOfDay: row.minute_of_day, weekdays: row.weekdays }));
}

/** Replaces a person's reminder times, each with the next moment it is due (within the caller's transaction). */
export async function replaceReminderTimes(db: Kysely<Database>, userId: string, times: (ReminderTime & { nextDueAt: Date })[]) {
  await db.deleteFrom('reminders').where('user_id', '=', userId).execute();
  if (times.length === 0) return;
  await db
    .insertInto('reminders')
    .values(times.map((time) => ({ user_id: userId, minute_of_day: time.minuteOfDay, weekdays: time.weekdays, next_due_at: time.nextDueAt })))
    .execute();
}

/** Moves each of a person's times to its next moment by `next` (after a change of time zone). */
export async function rescheduleReminderTimes(db: Kysely<Database>, userId: string, next: (time: ReminderTime) => Date) {
  const rows = await db.selectFrom('reminders').select(['id', 'minute_of_day', 'weekdays']).where('user_id', '=', userId).execute();
  for (const row of rows) {
    await db
      .updateTable('reminders')
      .set({ next_due_at: next({ minuteOfDay: row.minute_of_day, weekdays: row.weekdays }) })
      .where('id', '=', row.id)
      .execute();
  }
}

export interface DueReminder extends ReminderTime {
  id: string;
  userId: string;
  dueAt: Date;
  email: string;
  timeZone: string | null;
  byPush: boolean;
  byEmail: boolean;
  skipWhenLogged: boolean;
}

/** Reminders due at `now` or before, oldest first, with what sending them needs. Not yet claimed: see claimReminders. */
export async function dueReminders(db: Kysely<Database>, now: Date, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('reminders')
    .innerJoin('users', 'users.id', 'reminders.user_id')
    .leftJoin('reminder_settings', 'reminder_settings.user_id', 'reminders.user_id')
    .select([
      'reminders.id',
      'reminders.user_id',
      'reminders.minute_of_day',
      'reminders.weekdays',
      'reminders.next_due_at',
      'users.email',
      'users.time_zone',
      'reminder_settings.by_push',
      'reminder_settings.by_email',
      'reminder_settings.skip_when_logged',
    ])
    .where('reminders.next_due_at', '<=', now)
    .orderBy('reminders.next_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    minuteOfDay: row.minute_of_day,
    weekdays: row.weekdays,
    dueAt: row.next_due_at,
    email: row.email,
    timeZone: row.time_zone,
    byPush: row.by_push ?? false,
    byEmail: row.by_email ?? false,
    skipWhenLogged: row.skip_when_logged ?? true,
  }));
}

/**
 * Claims due reminders in one UPDATE ... RETURNING: each moves from the due moment this runner saw to
 * its next one, only if it still holds the moment seen. Another runner that saw the same moment
 * finds it moved (Postgres re-reads a row that a concurrent update changed) and claims nothing, so
 * each due moment is sent by one runner at most. Returns the ids this runner claimed.
 */
export async function claimReminders(db: Kysely<Database>, claims: { id: string; dueAt: Date; nextDueAt: Date }[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const values = sql.join(claims.map((claim) => sql`(${claim.id}::uuid, ${claim.dueAt.toISOString()}::timestamptz, ${claim.nextDueAt.toISOString()}::timestamptz)`));
  const claimed = await sql<{ id: string }>`
    update reminders as r set next_due_at = c.next_due_at
    from (values ${values}) as c (id, due_at, next_due_at)
    where r.id = c.id and r.next_due_at = c.due_at
    returning r.id`.execute(db);
  return new Set(claimed.rows.map((row) => row.id));
}

/** Whether the person logged anything in their own journals between two moments (their "today" so far). */
export async function loggedBetween(db: Kysely<Database>, userId: string, from: Date, to: Date): Promise<boolean> {
  const row = await db
    .selectFrom('wellness_entries')
    .select('wellness_entries.id')
    .where('wellness_entries.profile_id', 'in', (eb) => eb.selectFrom('profiles').select('profiles.id').where('profiles.owner_user_id', '=', userId))
    .where('wellness_entries.deleted', '=', false)
    .where('wellness_entries.timestamp', '>=', from)
    .where('wellness_entries.timestamp', '<=', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
