import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { GrantedLevel, ReadKind } from '../../shared/domain/access';
import type { BodySide } from '../../shared/domain/body-map';
import type { BodyRegion, EntryTags, EntryType, MoodCategory } from '../../shared/domain/entries';
import type { ExercisePhase } from '../../shared/domain/eye-exercise';
import type { InsightCategory, InsightStrength } from '../../shared/domain/insights';
import type { OnboardingEventType } from '../../shared/domain/onboarding-flow';
import type { PlanType } from '../../shared/domain/plans';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: read as a value, written as its JSON text. */
type Json<T extends object> = JSONColumnType<T, string | undefined, string>;
type NullableJson<T extends object> = ColumnType<T | null, string | null | undefined, string | null>;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  avatar_url: string | null;
  onboarding_completed: Defaulted<boolean>;
  quick_add_buttons: NullableJson<unknown[]>;
  is_hoh_invitee: Defaulted<boolean>;
  hoh_offer_eligible_until: Timestamp | null;
  hoh_signup_date: Timestamp | null;
  /** IANA time zone; null until the browser has reported one (days are then read in UTC). */
  time_zone: string | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface LoginDevicesTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface EmailLoginTokensTable {
  token_hash: string;
  email: string;
  /** SHA-256 of the secret in the requesting browser's cookie (see login-request-cookie.ts). */
  requester_hash: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  id: Generated<string>;
  owner_user_id: string;
  name: string;
  initial: string;
  color: Defaulted<string>;
  created_at: CreatedAt;
}

export interface ProfilePermissionsTable {
  grantee_user_id: string;
  profile_id: string;
  level: GrantedLevel;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  inviter_user_id: string;
  invitee_email: string;
  relationship_tag: string;
  share_my_feed: Defaulted<boolean>;
  status: Defaulted<InvitationStatus>;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  /** The inviter's profile the invitation is sent from: the journal 'Share my feed?' opens to the invitee. */
  profile_id: string;
}

export interface PlansTable {
  user_id: string;
  plan_type: Defaulted<PlanType>;
  event_count: Defaulted<number>;
  affirmation_count: Defaulted<number>;
  insight_count: Defaulted<number>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_subscription_status: string | null;
  stripe_current_period_end: Timestamp | null;
  /** When Stripe created the last event applied to this plan (`event.created`). */
  stripe_event_created_at: Timestamp | null;
  updated_at: DefaultedTimestamp;
}

export interface WellnessEntriesTable {
  id: string;
  profile_id: string;
  created_by: string | null;
  timestamp: DefaultedTimestamp;
  deleted: Defaulted<boolean>;
  type: EntryType;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: string | null;
  body_region: BodyRegion | null;
  specific_body_region: string | null;
  /** Issue 38: left, right or both, for an area with sides. */
  body_side: BodySide | null;
  intensity: number | null;
  trigger: Defaulted<EntryTags['trigger']>;
  location: Defaulted<EntryTags['location']>;
  social: Defaulted<EntryTags['social']>;
  environment: Defaulted<EntryTags['environment']>;
  time_frame: Defaulted<EntryTags['time_frame']>;
  notes: string | null;
  images: string[] | null;
  updated_at: DefaultedTimestamp;
}

export interface UserInsightsTable {
  id: Generated<string>;
  profile_id: string;
  pattern_type: string;
  title: string;
  description: string;
  strength: InsightStrength;
  category: InsightCategory;
  related_entries: Defaulted<string[]>;
  action_steps: Json<string[]>;
  data: NullableJson<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface OnboardingProgressTable {
  user_id: string;
  current_step_key: string;
  answers_json: Json<Record<string, unknown>>;
  last_updated_at: DefaultedTimestamp;
}

export interface OnboardingEventsTable {
  id: Generated<number>;
  user_id: string;
  step_key: string;
  event_type: OnboardingEventType;
  payload: NullableJson<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: CreatedAt;
}

export interface RateLimitHitsTable {
  bucket: string;
  subject: string;
  created_at: CreatedAt;
  /** What the hit counts for: 1, or e.g. an upload's bytes. */
  cost: Generated<number>;
}

export interface UploadedImagesTable {
  key: string;
  profile_id: string;
  uploaded_by: string | null;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

/** Kept by triggers (migration 0004): each 4-hour bucket's extremes, for the timeline of a busy journal. */
export interface TimelineBucketsTable {
  profile_id: string;
  bucket: Date;
  points: number;
  high_id: string | null;
  low_id: string | null;
  first_mark_id: string | null;
  high_mark_id: string | null;
  low_mark_id: string | null;
}

export interface ProfileReadsTable {
  profile_id: string;
  reader_user_id: string;
  kind: ReadKind;
  read_minute: Timestamp;
}

export interface InsightAnalysesTable {
  profile_id: string;
  analyzed_at: Timestamp;
  analyzed_through: Timestamp;
  entries_analyzed: number;
}

export interface ExerciseSessionsTable {
  id: Generated<string>;
  profile_id: string;
  created_by: string | null;
  started_at: Timestamp;
  duration_seconds: number;
  phase_reached: ExercisePhase;
  source_entry_id: string | null;
  distress_before: number | null;
  distress_after: number | null;
  created_at: CreatedAt;
}

export interface InstanceSecretsTable {
  name: string;
  value: string;
}

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_devices: LoginDevicesTable;
  email_login_tokens: EmailLoginTokensTable;
  oauth_accounts: OauthAccountsTable;
  profiles: ProfilesTable;
  profile_permissions: ProfilePermissionsTable;
  invitations: InvitationsTable;
  plans: PlansTable;
  wellness_entries: WellnessEntriesTable;
  user_insights: UserInsightsTable;
  onboarding_progress: OnboardingProgressTable;
  onboarding_events: OnboardingEventsTable;
  stripe_events: StripeEventsTable;
  rate_limit_hits: RateLimitHitsTable;
  uploaded_images: UploadedImagesTable;
  timeline_buckets: TimelineBucketsTable;
  profile_reads: ProfileReadsTable;
  insight_analyses: InsightAnalysesTable;
  exercise_sessions: ExerciseSessionsTable;
  instance_secrets: InstanceSecretsTable;
  reminder_settings: ReminderSettingsTable;
  reminders: RemindersTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type WellnessEntry = Selectable<WellnessEntriesTable>;
