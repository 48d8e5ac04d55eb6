-- Issue 36: the account's IANA time zone (null until the browser has reported one; days are then
-- read in UTC). Every day, week, 'today' and hour of the app is computed in it, on the server and
-- in the browser. The statistics aggregate a profile's entries by their local day and hour from an
-- index that holds every column they read, so a year of a busy journal is read without the table.
alter table users add column time_zone text check (length(time_zone) between 1 and 64);

create index wellness_entries_statistics_idx on wellness_entries (profile_id, "timestamp")
  include (type, mood_category, specific_mood, sensation, intensity, trigger, location, social, environment, time_frame)
  where not deleted;

-- Someone else's calendar and statistics are reads of their own kinds in the owner's access log.
alter table profile_reads drop constraint profile_reads_kind_check;
alter table profile_reads add constraint profile_reads_kind_check
  check (kind in ('feed', 'entry', 'image', 'insights', 'export', 'exercise', 'search', 'calendar', 'statistics'));
