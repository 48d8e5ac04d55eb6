import type { Kysely } from 'kysely';
import { EXPORT_PAGE_SIZE } from '../../shared/domain/journal-export';
import { ENTRY_COLUMNS } from './entries';
import type { Database, WellnessEntry } from './schema';

const EXPORTED_ENTRY_COLUMNS = [...ENTRY_COLUMNS, 'updated_at'] as const;

/**
 * The profile's live entries, oldest first, a page at a time (keyset on timestamp and id), so an
 * export of any length holds one page in memory.
 */
export async function* exportedEntryPages(db: Kysely<Database>, profileId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportedEntry[]> {
  let after: { timestamp: Date; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('wellness_entries')
      .select(EXPORTED_ENTRY_COLUMNS)
      .where('profile_id', '=', profileId)
      .where('deleted', '=', false)
      .orderBy('timestamp', 'asc')
      .orderBy('id', 'asc')
      .limit(pageSize);
    if (after) {
      const { timestamp, id } = after;
      query = query.where((eb) => eb.or([eb('timestamp', '>', timestamp), eb.and([eb('timestamp', '=', timestamp), eb('id', '>', id)])]));
    }
    const page = await query.execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}

export type ExportedEntry = Pick<WellnessEntry, (typeof EXPORTED_ENTRY_COLUMNS)[number]>;

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
  let afterId: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('wellness_entries')
      .select(['id', 'images'])
      .where('profile_id', '=', profileId)
      .where('deleted', '=', false)
      .where('images', 'is not', null)
      .orderBy('id', 'asc')
      .limit(pageSize);
    if (afterId) query = query.where('id', '>', afterId);
    const page = await query.execute();
    yield page.flatMap((row) => row.images ?? []);
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.id;
  }
}
