import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export async function recordUpload(
  db: Kysely<Database>,
  upload: { key: string; profileId: string; userId: string; contentType: string; size: number },
) {
  await db
    .insertInto('uploaded_images')
    .values({ key: upload.key, profile_id: upload.profileId, uploaded_by: upload.userId, content_type: upload.contentType, size: upload.size })
    .execute();
}

export async function findUpload(db: Kysely<Database>, key: string) {
  return db.selectFrom('uploaded_images').select(['profile_id', 'content_type']).where('key', '=', key).executeTakeFirst();
}

/** Whether every key was uploaded to this profile (an entry may only show its own profile's images). */
export async function allUploadedTo(db: Kysely<Database>, profileId: string, keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return true;
  const { count } = await db
    .selectFrom('uploaded_images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .where('key', 'in', keys)
    .executeTakeFirstOrThrow();
  return Number(count) === new Set(keys).size;
}

/** Of `keys`, those no live entry shows any more; their records are deleted, the caller removes the objects. */
export async function releaseUnreferenced(db: Kysely<Database>, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const released = await db
    .deleteFrom('uploaded_images')
    .where('key', 'in', keys)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('wellness_entries')
            .select(sql`1`.as('one'))
            .where('deleted', '=', false)
            .where(sql<boolean>`uploaded_images.key = any(wellness_entries.images)`),
        ),
      ),
    )
    .returning('key')
    .execute();
  return released.map((row) => row.key);
}

/**
 * Deletes the records of uploads made before `cutoff` that no entry (live or deleted) ever took
 * up, at most `limit` of them; returns their keys so the caller removes the objects.
 */
export async function deleteAbandonedUploads(db: Kysely<Database>, cutoff: Date, limit: number): Promise<string[]> {
  const abandoned = db
    .selectFrom('uploaded_images')
    .select('key')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('wellness_entries').select(sql`1`.as('one')).where(sql<boolean>`uploaded_images.key = any(wellness_entries.images)`))),
    )
    .limit(limit);
  const deleted = await db.deleteFrom('uploaded_images').where('key', 'in', abandoned).returning('key').execute();
  return deleted.map((row) => row.key);
}
