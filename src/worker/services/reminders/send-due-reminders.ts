import type { Kysely } from 'kysely';
import { LATEST_SEND_DELAY_MS, nextReminderAt, REMINDER_WORDS } from '../../../shared/domain/reminders';
import { calendarDayOf, readingZone, startOfDay } from '../../../shared/domain/zoned-time';
import type { AppConfig } from '../../config';
import { type DatabaseProvider, withLease } from '../../db/provider';
import { forgetPushEndpoint, pushSubscriptionsOf } from '../../db/push-subscriptions';
import { claimReminders, type DueReminder, dueReminders, loggedBetween } from '../../db/reminders';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logging/logger';
import type { Mailer } from '../mail/mailer';
import { reminderEmail } from './reminder-email';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';
import type { PushSender } from './web-push';

export type ReminderDeps = { config: Pick<AppConfig, 'origin'>; database: DatabaseProvider; mailer: Mailer; push: PushSender | null; logger: Logger };

/** How many due reminders one run takes on; more wait for the next run, five minutes on. */
const BATCH = 500;
/** A notification the push service could not deliver within the sending window is not worth showing later. */
const PUSH_TTL_SECONDS = LATEST_SEND_DELAY_MS / 1000;
export const REMINDER_SETTINGS_PATH = '/settings/reminders';

export interface ReminderRun {
  claimed: number;
  sent: number;
  /** Due longer ago than LATEST_SEND_DELAY_MS: claimed and moved on, not sent. */
  late: number;
  /** Not sent because the person had logged that day already. */
  skipped: number;
}

/**
 * One run of the reminder sender (the Worker's 5-minute cron trigger, the Node host's timer): claims
 * what is due, then sends each claimed reminder by the person's chosen ways. Claimed reminders move
 * to their next moment even when nothing is sent, so a failure never sends the same one twice.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderRun> {
  return withLease(deps.database, async (db) => {
    const due = await dueReminders(db, now, BATCH);
    const claims = due.map((reminder) => ({ id: reminder.id, dueAt: reminder.dueAt, nextDueAt: nextReminderAt(reminder, readingZone(reminder.timeZone), now) }));
    const claimedIds = await claimReminders(db, claims);
    const run: ReminderRun = { claimed: claimedIds.size, sent: 0, late: 0, skipped: 0 };
    // A person with two times due in one run (a late run) hears once.
    const people = new Map<string, DueReminder>();
    for (const reminder of due) if (claimedIds.has(reminder.id) && !people.has(reminder.userId)) people.set(reminder.userId, reminder);
    for (const reminder of people.values()) {
      if (now.getTime() - reminder.dueAt.getTime() > LATEST_SEND_DELAY_MS) run.late += 1;
      else if (reminder.skipWhenLogged && (await loggedToday(db, reminder, now))) run.skipped += 1;
      else if (await deliver(deps, db, reminder)) run.sent += 1;
    }
    if (run.claimed > 0) deps.logger.info('reminders run', { ...run });
    return run;
  });
}

/** Whether the person logged anything since the start of their day (in their zone) until now. */
function loggedToday(db: Kysely<Database>, reminder: DueReminder, now: Date) {
  const zone = readingZone(reminder.timeZone);
  return loggedBetween(db, reminder.userId, startOfDay(calendarDayOf(now, zone), zone), now);
}

/** Sends one reminder by push and by email, as chosen; a failure of one way is logged and leaves the other. */
async function deliver(deps: ReminderDeps, db: Kysely<Database>, reminder: DueReminder): Promise<boolean> {
  const [pushed, mailed] = await Promise.all([
    reminder.byPush && deps.push ? pushToDevices(deps, deps.push, db, reminder.userId) : false,
    reminder.byEmail ? mail(deps, db, reminder) : false,
  ]);
  return pushed || mailed;
}

async function pushToDevices(deps: ReminderDeps, push: PushSender, db: Kysely<Database>, userId: string): Promise<boolean> {
  const payload = { title: REMINDER_WORDS.title, body: REMINDER_WORDS.body, url: '/', tag: 'attune-reminder' };
  const outcomes = await Promise.all(
    (await pushSubscriptionsOf(db, userId)).map(async (subscription) => {
      const outcome = await push.send(subscription, payload, { ttlSeconds: PUSH_TTL_SECONDS, topic: 'reminder' }).catch((error: unknown) => ({
        kind: 'failed' as const,
        status: null,
        reason: error instanceof Error ? error.message : String(error),
      }));
      if (outcome.kind === 'gone') await forgetPushEndpoint(db, subscription.endpoint);
      if (outcome.kind === 'failed') deps.logger.warn('reminder push failed', { status: outcome.status, reason: outcome.reason });
      return outcome.kind === 'sent';
    }),
  );
  return outcomes.some(Boolean);
}

async function mail(deps: ReminderDeps, db: Kysely<Database>, reminder: DueReminder): Promise<boolean> {
  try {
    const { origin } = deps.config;
    const links = { app: `${origin}/`, settings: `${origin}${REMINDER_SETTINGS_PATH}`, unsubscribe: unsubscribeUrl(origin, await unsubscribeToken(db, reminder.userId)) };
    await deps.mailer.send(await reminderEmail(reminder.email, links));
    return true;
  } catch (error) {
    deps.logger.warn('reminder email failed', { error });
    return false;
  }
}
