-- The side a sensation was felt on (migration 0015's body map) is a word the person chose too, and
-- the card says it ('left shoulder'), so a search finds it: the generated column of migration 0013
-- is made again with it, and its index with the column.
alter table wellness_entries drop column search;
alter table wellness_entries add column search tsvector generated always as (
  to_tsvector('simple'::regconfig,
    coalesce(specific_mood, '') || ' ' || coalesce(sensation, '') || ' ' || coalesce(body_side, '') || ' ' ||
    coalesce(body_region, '') || ' ' || coalesce(specific_body_region, '') || ' ' || coalesce(notes, ''))
) stored;

create index wellness_entries_search_idx on wellness_entries using gin (search) where not deleted;
