import { type Kysely, sql, type Transaction } from 'kysely';
import { ENTRY_FIELDS, type EntryType } from '../../shared/domain/entries';
import type { EntryCursor, EntryPatch, NewEntry } from '../../shared/schemas/entries';
import { displayName } from '../../shared/domain/display-name';
import type { Database, WellnessEntry } from './schema';
import type { CalendarDay } from '../../shared/domain/calendar-days';
import type { BodyPlace } from '../../shared/domain/body-map';
import { feltAtSql } from './body-map';
import { ofDaysSql } from './entry-days';

export const ENTRY_COLUMNS = ENTRY_FIELDS;

/**
 * Who added the entry when that was not the profile's owner (an editor): their name and email, for
 * 'added by'. The owner's own entries, most of any feed, skip the lookup.
 */
const addedBy = (ownerUserId: string) =>
  sql<{ name: string | null; email: string } | null>`case when wellness_entries.created_by <> ${ownerUserId} then (
    select json_build_object('name', author.name, 'email', author.email) from users author where author.id = wellness_entries.created_by
  ) end`.as('added_by');

export const entrySelection = (ownerUserId: string) => [...ENTRY_COLUMNS, addedBy(ownerUserId)] as const;

/** A profile and its owner, whose entries need no 'added by'. */
export type ProfileOwner = { profileId: string; ownerUserId: string };

export type EntryRow = Pick<WellnessEntry, (typeof ENTRY_COLUMNS)[number]> & { added_by: { name: string | null; email: string } | null };

/** What a client receives for an entry: the spec's fields, the timestamp as an ISO string, and who added it if not the owner. */
export function toEntryDto(row: EntryRow) {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    type: row.type,
    mood_category: row.mood_category,
    specific_mood: row.specific_mood,
    sensation: row.sensation,
    body_region: row.body_region,
    specific_body_region: row.specific_body_region,
    body_side: row.body_side,
    intensity: row.intensity,
    trigger: row.trigger,
    location: row.location,
    social: row.social,
    environment: row.environment,
    time_frame: row.time_frame,
    notes: row.notes,
    images: row.images,
    addedBy: row.added_by ? displayName(row.added_by) : null,
  };
}
export type EntryDto = ReturnType<typeof toEntryDto>;

type NewEntryValues = { id: string; profileId: string; createdBy: string; timestamp: Date; entry: NewEntry };

/** The stored row of a new entry: the fields its type has, the others null. */
export function newEntryRow({ id, profileId, createdBy, timestamp, entry }: NewEntryValues) {
  return {
    id,
    profile_id: profileId,
    created_by: createdBy,
    timestamp,
    type: entry.type,
    mood_category: entry.type === 'emotional' ? entry.mood_category : null,
    specific_mood: entry.type === 'emotional' ? entry.specific_mood : null,
    sensation: entry.type === 'physical' ? entry.sensation : null,
    body_region: entry.type === 'physical' ? entry.body_region : null,
    specific_body_region: entry.type === 'physical' ? entry.specific_body_region : null,
    body_side: entry.type === 'physical' ? entry.body_side : null,
    intensity: entry.intensity,
    trigger: entry.trigger,
    location: entry.location,
    social: entry.social,
    environment: entry.environment,
    time_frame: entry.time_frame,
    notes: entry.notes,
    images: entry.images,
  };
}

export async function insertEntry(db: Kysely<Database>, values: NewEntryValues & { ownerUserId: string }): Promise<EntryDto> {
  const row = await db.insertInto('wellness_entries').values(newEntryRow(values)).returning(entrySelection(values.ownerUserId)).executeTakeFirstOrThrow();
  return toEntryDto(row);
}

/** Reads one live entry of the profile, locked for the caller's transaction. */
export async function lockEntry(trx: Transaction<Database>, profileId: string, id: string) {
  return trx
    .selectFrom('wellness_entries')
    .select(ENTRY_COLUMNS)
    .where('profile_id', '=', profileId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateEntry(db: Kysely<Database>, profile: ProfileOwner, id: string, patch: EntryPatch) {
  const row = await db
    .updateTable('wellness_entries')
    .set({ ...patch, updated_at: new Date() })
    .where('profile_id', '=', profile.profileId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .returning(entrySelection(profile.ownerUserId))
    .executeTakeFirst();
  return row ? toEntryDto(row) : null;
}

/** Soft-deletes one live entry of the profile; returns the images it showed, or null when there was none. */
export async function softDeleteEntry(db: Kysely<Database>, profileId: string, id: string): Promise<{ images: string[] } | null> {
  const row = await db
    .updateTable('wellness_entries')
    .set({ deleted: true, updated_at: new Date() })
    .where('profile_id', '=', profileId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .returning('images')
    .executeTakeFirst();
  return row ? { images: row.images ?? [] } : null;
}

/** Soft-deletes every live entry of the profile; returns how many, and the images they showed. */
export async function softDeleteAllEntries(db: Kysely<Database>, profileId: string): Promise<{ cleared: number; images: string[] }> {
  const rows = await db
    .updateTable('wellness_entries')
    .set({ deleted: true, updated_at: new Date() })
    .where('profile_id', '=', profileId)
    .where('deleted', '=', false)
    .returning('images')
    .execute();
  return { cleared: rows.length, images: rows.flatMap((row) => row.images ?? []) };
}

/**
 * One page of the feed, newest first. The cursor is the last row seen: (timestamp, id) strictly
 * before it, which the partial index (profile_id, timestamp desc, id desc) serves directly, so
 * every page costs the same however long the journal is.
 */
export async function listEntries(
  db: Kysely<Database>,
  profile: ProfileOwner,
  options: {
    type?: EntryType | null;
    ids?: readonly string[] | null;
    onDay?: { day: CalendarDay; timeZone: string } | null;
    /** Issue 38: the physical entries felt at a place of the body map, on its days and of its sensation. */
    feltAt?: { place: BodyPlace; from: CalendarDay; to: CalendarDay; sensation?: string | null; timeZone: string } | null;
    cursor?: EntryCursor | null;
    limit: number;
  },
) {
  let query = db
    .selectFrom('wellness_entries')
    .select(entrySelection(profile.ownerUserId))
    .where('profile_id', '=', profile.profileId)
    .where('deleted', '=', false);
  if (options.type) query = query.where('type', '=', options.type);
  if (options.ids) query = options.ids.length > 0 ? query.where('id', 'in', options.ids) : query.where(sql<boolean>`false`);
  if (options.onDay) query = query.where(ofDaysSql({ from: options.onDay.day, to: options.onDay.day }, options.onDay.timeZone));
  if (options.feltAt) {
    const { place, sensation, timeZone, ...days } = options.feltAt;
    query = query.where('type', '=', 'physical').where(ofDaysSql(days, timeZone)).where(feltAtSql(place));
    if (sensation) query = query.where('sensation', '=', sensation);
  }
  if (options.cursor) query = query.where(beforeCursor(options.cursor));
  const rows = await query
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  return entryPage(rows, options.limit);
}

/** Rows strictly after the cursor's in the order newest first, (timestamp desc, id desc). */
export const beforeCursor = ({ timestamp, id }: EntryCursor) => sql<boolean>`(wellness_entries."timestamp", wellness_entries.id) < (${new Date(timestamp)}, ${id})`;

/** A page of `limit` entries from `limit + 1` rows, with the cursor of the next page when the extra row was there. */
export function entryPage(rows: readonly EntryRow[], limit: number) {
  const page = rows.slice(0, limit).map(toEntryDto);
  const last = page.at(-1);
  return {
    entries: page,
    nextCursor: rows.length > limit && last ? { timestamp: last.timestamp, id: last.id } : null,
  };
}

/**
 * A transaction that writes a profile's entries, holding from its start the per-profile lock that
 * the timeline triggers of migration 0004 take when a write ends. Taken first, it orders writers:
 * otherwise one holding row locks (an upload being taken up, an entry being changed) could wait
 * for the trigger's lock while the holder of that lock waits for those rows, a deadlock.
 */
export function writeProfileEntries<T>(db: Kysely<Database>, profileId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${profileId}::text, 0))`.execute(trx);
    return work(trx);
  });
}
