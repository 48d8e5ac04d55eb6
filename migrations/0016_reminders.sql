-- Issue 37: reminders. A person's reminder settings (how they are sent, and whether a day already
-- logged is skipped), their daily times (a minute of the day in the person's zone, on chosen
-- weekdays), and the browsers that take Web Push. `next_due_at` is the next moment a time is due,
-- computed from the zone at each save and claim; runners claim due times by moving it on with one
-- UPDATE ... RETURNING, so two runners never send the same one.
create table reminder_settings (
  user_id uuid primary key references users (id) on delete cascade,
  by_push boolean not null default false,
  by_email boolean not null default false,
  skip_when_logged boolean not null default true,
  updated_at timestamptz not null default now()
);

create table reminders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- 0 (00:00) to 1439 (23:59) on the person's clock
  minute_of_day smallint not null check (minute_of_day between 0 and 1439),
  -- bit 0 Monday ... bit 6 Sunday; at least one day
  weekdays smallint not null check (weekdays between 1 and 127),
  next_due_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index reminders_user_id_idx on reminders (user_id);
create index reminders_due_idx on reminders (next_due_at);

-- One row per browser (device) that accepted notifications; the endpoint is the push service's
-- address for it, the keys encrypt what is sent to it (RFC 8291).
create table push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  endpoint text not null unique check (length(endpoint) between 1 and 2048),
  p256dh text not null check (length(p256dh) between 1 and 200),
  auth text not null check (length(auth) between 1 and 100),
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_id_idx on push_subscriptions (user_id);

-- The key that signs the one-click unsubscribe links of reminder emails (RFC 8058).
insert into instance_secrets (name, value)
values ('reminder_unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
