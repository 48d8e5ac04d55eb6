-- Full-text search over a journal (issue 36). The words a person wrote or chose (the mood, the
-- sensation and where it was felt, the notes and the affirmations' text) in one tsvector that
-- PostgreSQL keeps up to date itself, under the 'simple' configuration: words are lower-cased and
-- kept as they are, with no stemming nor stop words, so a journal in any language is found by the
-- words it holds. Accents are kept too: unaccent is an extension PGlite and some servers lack.
alter table wellness_entries add column search tsvector generated always as (
  to_tsvector('simple'::regconfig,
    coalesce(specific_mood, '') || ' ' || coalesce(sensation, '') || ' ' ||
    coalesce(body_region, '') || ' ' || coalesce(specific_body_region, '') || ' ' || coalesce(notes, ''))
) stored;

-- Live entries only, as the feed's index: a search never returns a deleted one.
create index wellness_entries_search_idx on wellness_entries using gin (search) where not deleted;

-- A search is a read of its own kind in the owner's access log.
alter table profile_reads drop constraint profile_reads_kind_check;
alter table profile_reads add constraint profile_reads_kind_check
  check (kind in ('feed', 'entry', 'image', 'insights', 'export', 'exercise', 'search'));
