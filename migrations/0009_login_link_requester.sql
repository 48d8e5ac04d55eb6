-- A login link remembers the browser that asked for it (issue 23, login CSRF): the SHA-256 of a
-- secret kept in that browser's cookie. Links mailed before this have none, and ask before signing in.
alter table email_login_tokens add column requester_hash text;
