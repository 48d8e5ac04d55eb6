import { type Kysely, sql } from 'kysely';
import { EXPORT_PAGE_SIZE } from '../../shared/domain/journal-export';
import { ENTRY_COLUMNS } from './entries';
import type { Database, WellnessEntry } from './schema';

const EXPORTED_ENTRY_COLUMNS = [...ENTRY_COLUMNS, 'updated_at'] as const;

export type ExportedEntry = Pick<WellnessEntry, (typeof EXPORTED_ENTRY_COLUMNS)[number]>;

/**
 * The profile's live entries, oldest first, a page at a time, each page read after the last row
 * of the one before ((timestamp, id) keyset on the feed's index): an export of any length holds
 * one page in memory, and each page costs the same.
 */
export async function* exportedEntryPages(db: Kysely<Database>, profileId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportedEntry[]> {
  let after: ExportedEntry | null = null;
  for (;;) {
    let query = db.selectFrom('wellness_entries').select(EXPORTED_ENTRY_COLUMNS).where('profile_id', '=', profileId).where('deleted', '=', false);
    // The last row's own timestamp, read again in SQL: a JavaScript Date would drop its microseconds.
    if (after) query = query.where(sql<boolean>`("timestamp", id) > (select "timestamp", id from wellness_entries where id = ${after.id})`);
    const page = await query.orderBy('timestamp', 'asc').orderBy('id', 'asc').limit(pageSize).execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
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

/** The image keys of the profile's live entries, oldest entry first, a page of entries at a time. */
export async function* exportedImageKeys(db: Kysely<Database>, profileId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string[]> {
  for await (const page of exportedEntryPages(db, profileId, pageSize)) yield page.flatMap((row) => row.images ?? []);
}
