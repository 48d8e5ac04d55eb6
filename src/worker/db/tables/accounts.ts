import type { Generated } from 'kysely';
import type { OnboardingEventType } from '../../../shared/domain/onboarding-flow';
import type { PlanType } from '../../../shared/domain/plans';
import type { Timestamp, CreatedAt, DefaultedTimestamp, Defaulted, Json, NullableJson } from './column-types';

// Accounts: people, their sign-ins, plans, onboarding, and the host's own rows.

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

export interface InstanceSecretsTable {
  name: string;
  value: string;
}
