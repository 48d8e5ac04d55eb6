import { type Kysely, sql } from 'kysely';
import { EXPORT_PAGE_SIZE } from '../../shared/domain/journal-export';
import { ENTRY_COLUMNS } from './entries';
import type { Database, WellnessEntry } from './schema';

const EXPORTED_ENTRY_COLUMNS = [...ENTRY_COLUMNS, 'updated_at'] as const;

export type ExportedEntry = Pick<WellnessEntry, (typeof EXPORTED_ENTRY_COLUMNS)[number]>;

/**
 * The profile's live entries after `afterId` (none: from the first), oldest first: the (timestamp,
 * id) keyset on the feed's index, so every page of an export costs the same.
 */
function liveEntriesAfter(db: Kysely<Database>, profileId: string, afterId: string | null) {
  return (
    db
      .selectFrom('wellness_entries')
      .where('profile_id', '=', profileId)
      .where('deleted', '=', false)
      // The last row's own timestamp, read again in SQL: a JavaScript Date would drop its microseconds.
      .$if(afterId !== null, (query) => query.where(sql<boolean>`("timestamp", id) > (select "timestamp", id from wellness_entries where id = ${afterId})`))
      .orderBy('timestamp', 'asc')
      .orderBy('id', 'asc')
  );
}

/** Pages of `pageSize` rows read by `readPage` from after the last row of the page before: one page in memory at a time. */
async function* pagesAfter<Row extends { id: string }>(readPage: (afterId: string | null) => Promise<Row[]>, pageSize: number): AsyncGenerator<Row[]> {
  for (let afterId: string | null = null; ; ) {
    const page = await readPage(afterId);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** The profile's live entries, oldest first, a page at a time: an export of any length holds one page in memory. */
export function exportedEntryPages(db: Kysely<Database>, profileId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportedEntry[]> {
  return pagesAfter((afterId) => liveEntriesAfter(db, profileId, afterId).select(EXPORTED_ENTRY_COLUMNS).limit(pageSize).execute(), pageSize);
}

/** Every insight of the profile, oldest first, with its evidence and steps. */
export function exportedInsights(db: Kysely<Database>, profileId: string) {
  return db
    .selectFrom('user_insights')
    .select(['id', 'pattern_type', 'title', 'description', 'strength', 'category', 'related_entries', 'action_steps', 'data', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Every eye-movement exercise session of the profile, oldest first. */
export function exportedExerciseSessions(db: Kysely<Database>, profileId: string) {
  return db
    .selectFrom('exercise_sessions')
    .select(['id', 'started_at', 'duration_seconds', 'phase_reached', 'source_entry_id', 'distress_before', 'distress_after'])
    .where('profile_id', '=', profileId)
    .orderBy('started_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The profile's name and colour, as the export names them. */
export function exportedProfile(db: Kysely<Database>, profileId: string) {
  return db.selectFrom('profiles').select(['name', 'initial', 'color']).where('id', '=', profileId).executeTakeFirstOrThrow();
}

/** The image keys of the profile's live entries, oldest entry first, reading only the entries that have images, a page at a time. */
export async function* exportedImageKeys(db: Kysely<Database>, profileId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string[]> {
  const pages = pagesAfter(
    (afterId) => liveEntriesAfter(db, profileId, afterId).where('images', 'is not', null).select(['id', 'images']).limit(pageSize).execute(),
    pageSize,
  );
  for await (const page of pages) yield page.flatMap((row) => row.images ?? []);
}
