import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, DefaultedTimestamp, Defaulted } from './column-types';

// Issue 37: reminders and the browsers they are pushed to.

/** Issue 37: how a person's reminders are sent, and whether a day already logged is skipped. */
export interface ReminderSettingsTable {
  user_id: string;
  by_push: Defaulted<boolean>;
  by_email: Defaulted<boolean>;
  skip_when_logged: Defaulted<boolean>;
  updated_at: DefaultedTimestamp;
}

/** A daily reminder time: a minute of the person's day, on the weekdays of a bit mask (bit 0 Monday). */
export interface RemindersTable {
  id: Generated<string>;
  user_id: string;
  minute_of_day: number;
  weekdays: number;
  next_due_at: Timestamp;
  created_at: CreatedAt;
}

/** A browser that takes Web Push for its account (RFC 8030 endpoint, RFC 8291 keys). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** When the browser last subscribed: the oldest beyond MAX_PUSH_DEVICES is retired. */
  created_at: DefaultedTimestamp;
}
