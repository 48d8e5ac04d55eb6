import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { TAG_VALUES, type TagName } from '../../shared/domain/entries';
import { prefixTsquery, searchTerms } from '../../shared/domain/search';
import type { SearchEntriesInput } from '../../shared/schemas/search';
import { beforeCursor, type EntryRow, entryPage, entrySelection, type ProfileOwner } from './entries';
import type { Database } from './schema';

const TAG_NAMES = Object.keys(TAG_VALUES) as TagName[];
/** How many of the newest entries the first look reads in the feed's order. */
const RECENT_WINDOW = 1_000;

type EntryQuery = SelectQueryBuilder<Database, 'wellness_entries', object>;

/** The words (one bound tsquery text, never SQL) and the filters of the search. */
function matching<Q extends EntryQuery>(query: Q, tsquery: string, input: SearchEntriesInput): Q {
  let matched = query.where(sql<boolean>`wellness_entries.search @@ to_tsquery('simple', ${tsquery})`) as Q;
  if (input.type) matched = matched.where('wellness_entries.type', '=', input.type) as Q;
  if (input.moodCategory) matched = matched.where('wellness_entries.mood_category', '=', input.moodCategory) as Q;
  if (input.mood) matched = matched.where('wellness_entries.specific_mood', '=', input.mood) as Q;
  for (const name of TAG_NAMES) {
    const value = input.tags?.[name];
    if (value) matched = matched.where(sql<boolean>`${sql.ref(`wellness_entries.${name}`)} = ${value}`) as Q;
  }
  if (input.from) matched = matched.where('wellness_entries.timestamp', '>=', new Date(input.from)) as Q;
  if (input.to) matched = matched.where('wellness_entries.timestamp', '<', new Date(input.to)) as Q;
  return matched;
}

/**
 * One page of the profile's live entries whose words begin with every word of the search, newest
 * first, with the filters given. PostgreSQL cannot tell how common a prefix is (it guesses 2 %), so
 * the plan is chosen here: first the newest thousand entries after the cursor, read in the feed's
 * index order, which holds a page of any common word; only when they do not, the older matches
 * through the GIN index of migration 0013, all of them (a materialised CTE) and then sorted, which
 * costs what a rare word or none costs: little.
 */
export async function searchEntries(db: Kysely<Database>, profile: ProfileOwner, input: SearchEntriesInput) {
  const terms = searchTerms(input.query);
  if (terms.length === 0) return { entries: [], nextCursor: null };
  const tsquery = prefixTsquery(terms);
  const wanted = input.limit + 1;
  const live = (query: EntryQuery) => query.where('wellness_entries.profile_id', '=', profile.profileId).where(sql<boolean>`not wellness_entries.deleted`);
  const afterCursor = (query: EntryQuery) => (input.cursor ? query.where(beforeCursor(input.cursor)) : query);

  const newest = afterCursor(live(db.selectFrom('wellness_entries').selectAll() as unknown as EntryQuery))
    .orderBy('wellness_entries.timestamp', 'desc')
    .orderBy('wellness_entries.id', 'desc')
    .limit(RECENT_WINDOW);
  const recent: EntryRow[] = await matching(db.selectFrom(newest.as('wellness_entries')) as unknown as EntryQuery, tsquery, input)
    .select(entrySelection(profile.ownerUserId))
    .orderBy('wellness_entries.timestamp', 'desc')
    .orderBy('wellness_entries.id', 'desc')
    .limit(wanted)
    .execute();
  if (recent.length >= wanted) return entryPage(recent, input.limit);

  // Older than the window's last entry: none when the window held every entry left.
  const windowEnd = newest.clearSelect().select(['wellness_entries.timestamp', 'wellness_entries.id']).offset(RECENT_WINDOW - 1).limit(1);
  const older = matching(afterCursor(live(db.selectFrom('wellness_entries').select('wellness_entries.id') as unknown as EntryQuery)), tsquery, input)
    .where(sql<boolean>`(wellness_entries."timestamp", wellness_entries.id) < (${windowEnd})`);
  const rest: EntryRow[] = await db
    .with((cte) => cte('older_matches').materialized(), () => older)
    .selectFrom('wellness_entries')
    .select(entrySelection(profile.ownerUserId))
    .where('wellness_entries.id', 'in', sql<string>`(select id from older_matches)`)
    .orderBy('wellness_entries.timestamp', 'desc')
    .orderBy('wellness_entries.id', 'desc')
    .limit(wanted - recent.length)
    .execute();
  return entryPage([...recent, ...rest], input.limit);
}
