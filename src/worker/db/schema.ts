import type { Selectable } from 'kysely';
import type { UsersTable, SessionsTable, LoginDevicesTable, EmailLoginTokensTable, OauthAccountsTable, PlansTable, OnboardingProgressTable, OnboardingEventsTable, StripeEventsTable, RateLimitHitsTable, InstanceSecretsTable } from './tables/accounts';
import type { ProfilesTable, ProfilePermissionsTable, InvitationsTable, ProfileReadsTable } from './tables/sharing';
import type { WellnessEntriesTable, UploadedImagesTable, UserInsightsTable, InsightAnalysesTable, ExerciseSessionsTable, TimelineBucketsTable, StatisticsRollupsTable } from './tables/journal';
import type { ReminderSettingsTable, RemindersTable, PushSubscriptionsTable } from './tables/reminders';

export type * from './tables/accounts';
export type * from './tables/sharing';
export type * from './tables/journal';
export type * from './tables/reminders';

/** Every table, by name: the Kysely database type (each table's columns in ./tables, by what it belongs to). */
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
  statistics_rollups: StatisticsRollupsTable;
  profile_reads: ProfileReadsTable;
  insight_analyses: InsightAnalysesTable;
  exercise_sessions: ExerciseSessionsTable;
  instance_secrets: InstanceSecretsTable;
  reminder_settings: ReminderSettingsTable;
  reminders: RemindersTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type WellnessEntry = Selectable<WellnessEntriesTable>;
