-- A rate-limit hit can weigh more than one (issue 32): the bytes of an image upload count against
-- an hourly byte allowance as its hit. Every earlier hit weighs one.
alter table rate_limit_hits add column cost integer not null default 1;
