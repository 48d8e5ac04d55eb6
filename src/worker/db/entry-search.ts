import { type Kysely, sql } from 'kysely';
import { TAG_VALUES, type TagName } from '../../shared/domain/entries';
import { prefixTsquery, searchTerms } from '../../shared/domain/search';
import type { SearchEntriesInput } from '../../shared/schemas/search';
import { beforeCursor, entryPage, entrySelection, type ProfileOwner } from './entries';
import type { Database } from './schema';

const TAG_NAMES = Object.keys(TAG_VALUES) as TagName[];

/**
 * One page of the profile's live entries whose words begin with every word of the search, newest
 * first, with the filters given. The words reach PostgreSQL as one bound tsquery text, never as SQL.
 * The planner picks between the GIN index of migration 0013 (a rare word: its few rows, sorted)
 * and the feed's index read in order (a common one: the newest rows, tested as they come).
 */
export async function searchEntries(db: Kysely<Database>, profile: ProfileOwner, input: SearchEntriesInput) {
  const terms = searchTerms(input.query);
  if (terms.length === 0) return { entries: [], nextCursor: null };
  let query = db
    .selectFrom('wellness_entries')
    .select(entrySelection(profile.ownerUserId))
    .where('profile_id', '=', profile.profileId)
    .where(sql<boolean>`not wellness_entries.deleted`)
    .where(sql<boolean>`wellness_entries.search @@ to_tsquery('simple', ${prefixTsquery(terms)})`);
  if (input.type) query = query.where('type', '=', input.type);
  if (input.moodCategory) query = query.where('mood_category', '=', input.moodCategory);
  if (input.mood) query = query.where('specific_mood', '=', input.mood);
  for (const name of TAG_NAMES) {
    const value = input.tags?.[name];
    if (value) query = query.where(sql<boolean>`${sql.ref(`wellness_entries.${name}`)} = ${value}`);
  }
  if (input.from) query = query.where('timestamp', '>=', new Date(input.from));
  if (input.to) query = query.where('timestamp', '<', new Date(input.to));
  if (input.cursor) query = query.where(beforeCursor(input.cursor));
  const rows = await query.orderBy('timestamp', 'desc').orderBy('id', 'desc').limit(input.limit + 1).execute();
  return entryPage(rows, input.limit);
}
