import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** Records an upload under a new key; false, writing nothing, when the key is already taken. */
export async function recordUpload(
  db: Kysely<Database>,
  upload: { key: string; profileId: string; userId: string; contentType: string; size: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('uploaded_images')
    .values({ key: upload.key, profile_id: upload.profileId, uploaded_by: upload.userId, content_type: upload.contentType, size: upload.size })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteUploadRecord(db: Kysely<Database>, key: string) {
  await db.deleteFrom('uploaded_images').where('key', '=', key).execute();
}

export async function findUpload(db: Kysely<Database>, key: string) {
  return db.selectFrom('uploaded_images').select(['profile_id', 'content_type']).where('key', '=', key).executeTakeFirst();
}

/**
 * Whether every key was uploaded to this profile (an entry may only show its own profile's
 * images). The upload rows are locked (FOR SHARE) until the caller's transaction ends, so a
 * release or the cleanup cannot delete them before the entry that shows them is written.
 */
export async function lockOwnUploads(trx: Transaction<Database>, profileId: string, keys: readonly string[]): Promise<boolean> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return true;
  const rows = await trx
    .selectFrom('uploaded_images')
    .select('key')
    .where('profile_id', '=', profileId)
    .where('key', 'in', unique)
    .orderBy('key')
    .forShare()
    .execute();
  return rows.length === unique.length;
}

const RELEASE_BATCH = 1000;

/**
 * Of `keys`, those no live entry shows any more; their records are deleted, the caller removes
 * the objects after commit. The rows are locked first and the references checked in a later
 * statement, so an entry committed meanwhile (which held the rows FOR SHARE) is seen and keeps them.
 */
export async function releaseUnreferenced(trx: Transaction<Database>, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)].sort();
  const released: string[] = [];
  for (let start = 0; start < unique.length; start += RELEASE_BATCH) {
    const batch = unique.slice(start, start + RELEASE_BATCH);
    const locked = await trx.selectFrom('uploaded_images').select('key').where('key', 'in', batch).orderBy('key').forUpdate().execute();
    released.push(...(await deleteUnshown(trx, locked.map((row) => row.key))));
  }
  return released;
}

/**
 * No live entry shows the upload (deleted entries keep their keys but show nothing). Only the
 * upload's own profile is searched: an entry may show no other profile's images, and the feed
 * index on (profile_id) where not deleted keeps this from scanning every journal.
 */
const notShownByLiveEntry = ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'uploaded_images'>) =>
  not(
    exists(
      selectFrom('wellness_entries')
        .select(sql`1`.as('one'))
        .whereRef('wellness_entries.profile_id', '=', 'uploaded_images.profile_id')
        .where('deleted', '=', false)
        .where(sql<boolean>`uploaded_images.key = any(wellness_entries.images)`),
    ),
  );

/** Deletes the records of those `keys` that no live entry shows, returning their keys. */
async function deleteUnshown(trx: Transaction<Database>, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const deleted = await trx.deleteFrom('uploaded_images').where('key', 'in', keys).where(notShownByLiveEntry).returning('key').execute();
  return deleted.map((row) => row.key);
}

/**
 * Deletes the records of uploads made before `cutoff` that no live entry shows (never taken up,
 * or shown only by deleted entries), at most `limit` of them; returns their keys so the caller
 * removes the objects. Uploads that an entry being written holds locked are left for next time.
 */
export async function deleteAbandonedUploads(db: Kysely<Database>, cutoff: Date, limit: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const candidates = await trx
      .selectFrom('uploaded_images')
      .select('key')
      .where('created_at', '<', cutoff)
      .where(notShownByLiveEntry)
      .orderBy('key')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    // checked again now the rows are locked: an entry committed since the first look keeps them
    return deleteUnshown(trx, candidates.map((row) => row.key));
  });
}
