import type { Kysely } from 'kysely';
import type { EntryTags, EntryType, MoodCategory } from '../../shared/domain/entries';
import { ENTRY_COLUMNS } from './entries';
import type { Database, WellnessEntry } from './schema';

/**
 * An entry as the AI features read it: every field the local engine may use. The OpenAI provider
 * sends a provider only the fields the spec lists for each call (accounts-plans-ai 5 and 7).
 */
export interface AiEntry extends EntryTags {
  id: string;
  /** ISO 8601. */
  timestamp: string;
  type: EntryType;
  mood_category: MoodCategory | null;
  specific_mood: string | null;
  sensation: string | null;
  intensity: number | null;
  notes: string | null;
}

/** An entry as the AI features read it, with when it last changed (what incremental analysis goes by). */
export type ReadAiEntry = AiEntry & { updatedAt: Date };

const AI_ENTRY_COLUMNS = [...ENTRY_COLUMNS, 'updated_at'] as const;

function toAiEntry(row: Pick<WellnessEntry, (typeof AI_ENTRY_COLUMNS)[number]>): ReadAiEntry {
  const { updated_at, timestamp, body_region: _region, specific_body_region: _specificRegion, body_side: _side, images: _images, ...entry } = row;
  return { ...entry, timestamp: timestamp.toISOString(), updatedAt: updated_at };
}

/**
 * The profile's non-deleted, non-affirmation entries, oldest first (`newestFirst`: the reverse),
 * optionally only those after `after` and at most `limit`.
 */
export async function readAiEntries(
  db: Kysely<Database>,
  profileId: string,
  options: { after?: Date; limit?: number; newestFirst?: boolean } = {},
): Promise<ReadAiEntry[]> {
  const direction = options.newestFirst ? 'desc' : 'asc';
  let query = db
    .selectFrom('wellness_entries')
    .select(AI_ENTRY_COLUMNS)
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .where('type', '<>', 'affirmation')
    .orderBy('timestamp', direction)
    .orderBy('id', direction);
  if (options.after) query = query.where('timestamp', '>', options.after);
  if (options.limit) query = query.limit(options.limit);
  return (await query.execute()).map(toAiEntry);
}

/** When the profile's newest non-deleted affirmation was logged, or null without one (4.8). */
export async function lastAffirmationTime(db: Kysely<Database>, profileId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('wellness_entries')
    .select((eb) => eb.fn.max('timestamp').as('last'))
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .where('type', '=', 'affirmation')
    .executeTakeFirst();
  return row?.last ?? null;
}

/**
 * The eye exercise's source entry (accounts-plans-ai 5): the most recent non-deleted emotional
 * negative entry of intensity above 5.
 */
export async function findExerciseSource(db: Kysely<Database>, profileId: string): Promise<ReadAiEntry | null> {
  const row = await db
    .selectFrom('wellness_entries')
    .select(AI_ENTRY_COLUMNS)
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .where('type', '=', 'emotional')
    .where('mood_category', '=', 'negative')
    .where('intensity', '>', 5)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toAiEntry(row) : null;
}

/** The entry as a provider receives it. */
export const asAiEntry = ({ updatedAt: _updatedAt, ...entry }: ReadAiEntry): AiEntry => entry;
