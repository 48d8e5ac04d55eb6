import type { Kysely } from 'kysely';
import { nextReminderAt } from '../../../shared/domain/reminders';
import { readingZone } from '../../../shared/domain/zoned-time';
import type { SaveRemindersInput } from '../../../shared/schemas/reminders';
import { findReminderSettings, saveReminderSettings } from '../../db/reminder-settings';
import { reminderTimesOf, replaceReminderTimes, rescheduleReminderTimes } from '../../db/reminders';
import type { Database } from '../../db/schema';
import { saveTimeZone } from '../../db/users';
import type { PushSender } from './web-push';

type Account = { id: string; timeZone: string | null };

/** What the Settings screen shows: the person's reminders, and which ways of sending this server has. */
export async function readReminders(db: Kysely<Database>, account: Account, push: PushSender | null, emailAvailable: boolean) {
  const [settings, times] = await Promise.all([findReminderSettings(db, account.id), reminderTimesOf(db, account.id)]);
  return { ...settings, times, timeZone: readingZone(account.timeZone), pushPublicKey: push?.publicKey ?? null, emailAvailable };
}

/** Saves the whole of a person's reminders in one transaction, each time scheduled from `now` in their zone. */
export async function saveReminders(db: Kysely<Database>, account: Account, input: SaveRemindersInput, now = new Date()) {
  const zone = readingZone(account.timeZone);
  await db.transaction().execute(async (trx) => {
    await saveReminderSettings(trx, account.id, { byPush: input.byPush, byEmail: input.byEmail, skipWhenLogged: input.skipWhenLogged });
    await replaceReminderTimes(trx, account.id, input.times.map((time) => ({ ...time, nextDueAt: nextReminderAt(time, zone, now) })));
  });
}

/** A new time zone moves the person's reminders to the same clock times in it, in the same transaction. */
export async function changeTimeZone(db: Kysely<Database>, userId: string, timeZone: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await saveTimeZone(trx, userId, timeZone);
    await rescheduleReminderTimes(trx, userId, (time) => nextReminderAt(time, timeZone, now));
  });
}
