-- Attune's whole data model (ARCHITECTURE.md). Frozen once landed: change it with a new numbered file.

-- An account (the spec's auth user).
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and position('@' in email) > 1),
  name text,
  avatar_url text,
  onboarding_completed boolean not null default false,
  quick_add_buttons jsonb,
  is_hoh_invitee boolean not null default false,
  hoh_offer_eligible_until timestamptz,
  hoh_signup_date timestamptz,
  created_at timestamptz not null default now()
);

-- Sessions: the id is the SHA-256 of the cookie token, never the token itself.
create table sessions (
  id text primary key check (length(id) = 64),
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_user_id_idx on sessions (user_id);

-- Magic-link tokens: only the SHA-256 is stored, bound to the email it was sent to.
create table email_login_tokens (
  token_hash text primary key check (length(token_hash) = 64),
  email text not null check (email = lower(email)),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index email_login_tokens_email_idx on email_login_tokens (email);

create table oauth_accounts (
  provider text not null,
  provider_user_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, provider_user_id)
);
create index oauth_accounts_user_id_idx on oauth_accounts (user_id);

-- A data profile (the spec's `users` table): whose journal the entries belong to.
create table profiles (
  id uuid primary key default gen_random_uuid(),
  owner_user_id uuid not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  initial text not null check (length(initial) between 1 and 2),
  color text not null default 'bg-gray-500' check (color ~ '^bg-[a-z]+-500$'),
  created_at timestamptz not null default now()
);
create index profiles_owner_user_id_idx on profiles (owner_user_id);

create table profile_permissions (
  grantee_user_id uuid not null references users (id) on delete cascade,
  profile_id uuid not null references profiles (id) on delete cascade,
  level text not null check (level in ('editor', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (grantee_user_id, profile_id)
);
create index profile_permissions_profile_id_idx on profile_permissions (profile_id);

create table invitations (
  id uuid primary key default gen_random_uuid(),
  inviter_user_id uuid not null references users (id) on delete cascade,
  invitee_email text not null check (invitee_email = lower(invitee_email)),
  relationship_tag text not null check (relationship_tag in (
    'Friend', 'Partner', 'Child', 'Parent', 'Sibling', 'Therapist', 'Coach', 'Doctor', 'Patient', 'Client',
    'Employee', 'Boss/HR'
  )),
  share_my_feed boolean not null default true,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked', 'expired')),
  token_hash text not null unique check (length(token_hash) = 64),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz
);
create index invitations_invitee_email_idx on invitations (invitee_email);
create index invitations_inviter_user_id_idx on invitations (inviter_user_id);

-- The account's plan and free-plan usage (the spec's `user_profiles`).
create table plans (
  user_id uuid primary key references users (id) on delete cascade,
  plan_type text not null default 'free' check (plan_type in ('free', 'pro')),
  event_count integer not null default 0 check (event_count >= 0),
  affirmation_count integer not null default 0 check (affirmation_count >= 0),
  insight_count integer not null default 0 check (insight_count >= 0),
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  stripe_subscription_status text,
  updated_at timestamptz not null default now()
);

create table wellness_entries (
  id text primary key check (length(id) = 21),
  profile_id uuid not null references profiles (id) on delete cascade,
  created_by uuid references users (id) on delete set null,
  "timestamp" timestamptz not null default now(),
  deleted boolean not null default false,
  type text not null check (type in ('emotional', 'physical', 'affirmation')),
  mood_category text check (mood_category in ('positive', 'neutral', 'negative')),
  specific_mood text,
  sensation text,
  body_region text check (body_region in ('head', 'torso', 'arms', 'legs')),
  specific_body_region text,
  intensity smallint check (intensity between 0 and 10),
  trigger text not null default 'other' check (trigger in ('work', 'family', 'exercise', 'other')),
  location text not null default 'indoor' check (location in ('indoor', 'outdoor')),
  social text not null default 'alone' check (social in ('alone', 'withOthers')),
  environment text not null default 'offline' check (environment in ('online', 'offline')),
  time_frame text not null default 'recent' check (time_frame in ('recent', 'today', 'yesterday')),
  notes text check (length(notes) <= 10000),
  images text[] check (cardinality(images) > 0),
  updated_at timestamptz not null default now()
);
-- The feed reads newest first with a (timestamp, id) cursor over the non-deleted entries of one profile.
create index wellness_entries_feed_idx on wellness_entries (profile_id, "timestamp" desc, id desc) where not deleted;

create table user_insights (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references profiles (id) on delete cascade,
  pattern_type text not null,
  title text not null,
  description text not null,
  strength text not null check (strength in ('strong', 'moderate', 'weak')),
  category text not null check (category in (
    'mood_pattern', 'trigger_pattern', 'time_pattern', 'activity_impact', 'social_pattern'
  )),
  related_entries text[] not null default '{}',
  action_steps jsonb not null default '[]',
  data jsonb,
  created_at timestamptz not null default now()
);
create index user_insights_profile_idx on user_insights (profile_id, created_at desc);

create table onboarding_progress (
  user_id uuid primary key references users (id) on delete cascade,
  current_step_key text not null,
  answers_json jsonb not null default '{}',
  last_updated_at timestamptz not null default now()
);

create table onboarding_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  step_key text not null,
  event_type text not null check (event_type in (
    'step_viewed', 'answer_submitted', 'step_skipped_value_set', 'commitment_made', 'plan_selected',
    'step_revisited_via_back'
  )),
  payload jsonb,
  created_at timestamptz not null default now()
);
create index onboarding_events_user_id_idx on onboarding_events (user_id, created_at);

-- Stripe webhook events already processed, so a redelivery changes nothing.
create table stripe_events (
  id text primary key,
  type text not null,
  processed_at timestamptz not null default now()
);
