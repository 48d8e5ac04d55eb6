-- Issue 38: the body map. A physical sensation may say on which side it was felt (left, right or
-- both), where a person would say it (a shoulder, a knee; not the nose); null for every older
-- entry and whenever no side was given. body_region and specific_body_region keep their meaning.
alter table wellness_entries add column body_side text check (body_side in ('left', 'right', 'both'));

-- Someone else's body map is a read of its own kind in the owner's access log.
alter table profile_reads drop constraint profile_reads_kind_check;
alter table profile_reads add constraint profile_reads_kind_check
  check (kind in ('feed', 'entry', 'image', 'insights', 'export', 'exercise', 'search', 'calendar', 'statistics', 'body_map'));
