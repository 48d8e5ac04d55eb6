import type { ReadKind } from '../../../shared/domain/access';

/** What a read in the access log is called, after the reader's name. */
export const READ_KIND_WORDS: Record<ReadKind, string> = {
  feed: 'viewed your feed',
  entry: 'read your notes',
  image: 'viewed a photo',
  insights: 'viewed your insights',
  export: 'exported your journal',
  exercise: 'viewed your exercise sessions',
  search: 'searched your journal',
  calendar: 'viewed your calendar',
  statistics: 'viewed your statistics',
  body_map: 'viewed your body map',
};
