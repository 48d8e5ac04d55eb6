-- Billing (issue 18): when the paid period of the Stripe subscription ends, and the time Stripe
-- created the last event applied to the plan, so an older event arriving late cannot undo a newer one.

alter table plans add column stripe_current_period_end timestamptz;
alter table plans add column stripe_event_created_at timestamptz;
