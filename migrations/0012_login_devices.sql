-- Browsers that have signed in to an account (issue 32): the SHA-256 of a long-lived secret kept in
-- the browser's device cookie. Such a browser has a login-link allowance of its own for the account's
-- address, so strangers spending the shared allowance cannot lock the owner out.
create table login_devices (
  token_hash text primary key check (length(token_hash) = 64),
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index login_devices_user_id_idx on login_devices (user_id);
