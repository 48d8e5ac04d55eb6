import * as z from './zod';
import { EVERY_DAY, MAX_REMINDER_TIMES } from '../domain/reminders';

export const REMINDER_TIME_MESSAGE = 'Choose a time of day, such as 09:00.';
export const REMINDER_DAYS_MESSAGE = 'Choose at least one day for each reminder.';

const reminderTimeSchema = z.object({
  minuteOfDay: z.number(REMINDER_TIME_MESSAGE).int(REMINDER_TIME_MESSAGE).min(0, REMINDER_TIME_MESSAGE).max(1439, REMINDER_TIME_MESSAGE),
  weekdays: z.number(REMINDER_DAYS_MESSAGE).int(REMINDER_DAYS_MESSAGE).min(1, REMINDER_DAYS_MESSAGE).max(EVERY_DAY, REMINDER_DAYS_MESSAGE),
});

/** Settings: the whole of a person's reminders, saved at once. */
export const saveRemindersInput = z
  .object({
    times: z.array(reminderTimeSchema).max(MAX_REMINDER_TIMES, `At most ${MAX_REMINDER_TIMES} reminder times.`),
    byPush: z.boolean(),
    byEmail: z.boolean(),
    skipWhenLogged: z.boolean(),
  })
  .refine((input) => new Set(input.times.map((time) => time.minuteOfDay)).size === input.times.length, 'Each reminder time can appear only once.');
export type SaveRemindersInput = z.infer<typeof saveRemindersInput>;

const PUSH_SUBSCRIPTION_MESSAGE = 'This browser gave notification details that cannot be used. Please try again.';
const base64Url = (max: number) => z.string(PUSH_SUBSCRIPTION_MESSAGE).min(1, PUSH_SUBSCRIPTION_MESSAGE).max(max, PUSH_SUBSCRIPTION_MESSAGE).regex(/^[\w-]+=*$/, PUSH_SUBSCRIPTION_MESSAGE);

/** A browser's PushSubscription, as its toJSON() gives it: an https endpoint and its two keys. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/, error: PUSH_SUBSCRIPTION_MESSAGE }).max(2048, PUSH_SUBSCRIPTION_MESSAGE),
  keys: z.object({ p256dh: base64Url(200), auth: base64Url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** Which browser stops taking notifications: its endpoint. */
export const removePushSubscriptionInput = z.object({ endpoint: z.string(PUSH_SUBSCRIPTION_MESSAGE).min(1).max(2048) });
