import type { Kysely } from 'kysely';
import type { ReadKind } from '../../shared/domain/access';
import { displayName } from '../../shared/domain/display-name';
import type { Database } from './schema';

/** A read of a profile by someone other than its owner, to the minute. */
export interface ProfileRead {
  profileId: string;
  readerUserId: string;
  kind: ReadKind;
  minute: Date;
}

/** Kept for a year, then pruned by the hourly housekeeping. */
export const ACCESS_LOG_KEPT_MS = 365 * 24 * 60 * 60 * 1000;
export const ACCESS_LOG_PAGE = 200;

/** Records reads; a read already recorded for that reader, kind and minute is left as it is. */
export async function insertReads(db: Kysely<Database>, reads: readonly ProfileRead[]) {
  if (reads.length === 0) return;
  await db
    .insertInto('profile_reads')
    .values(reads.map((read) => ({ profile_id: read.profileId, reader_user_id: read.readerUserId, kind: read.kind, read_minute: read.minute })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The profile's access log, newest first: everyone who read it, and the latest reads (of one reader, if named). */
export async function readAccessLog(db: Kysely<Database>, profileId: string, readerUserId?: string) {
  let reads = db
    .selectFrom('profile_reads')
    .innerJoin('users', 'users.id', 'profile_reads.reader_user_id')
    .select(['profile_reads.reader_user_id', 'profile_reads.kind', 'profile_reads.read_minute', 'users.name', 'users.email'])
    .where('profile_reads.profile_id', '=', profileId)
    .orderBy('profile_reads.read_minute', 'desc')
    .orderBy('profile_reads.reader_user_id')
    .orderBy('profile_reads.kind')
    .limit(ACCESS_LOG_PAGE);
  if (readerUserId) reads = reads.where('profile_reads.reader_user_id', '=', readerUserId);
  const [rows, readers] = await Promise.all([
    reads.execute(),
    db
      .selectFrom('profile_reads')
      .innerJoin('users', 'users.id', 'profile_reads.reader_user_id')
      .select(['users.id', 'users.name', 'users.email'])
      .distinct()
      .where('profile_reads.profile_id', '=', profileId)
      .execute(),
  ]);
  return {
    readers: readers
      .map((reader) => ({ userId: reader.id, name: displayName(reader) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    reads: rows.map((row) => ({
      readerUserId: row.reader_user_id,
      readerName: displayName(row),
      kind: row.kind,
      at: row.read_minute.toISOString(),
    })),
  };
}

/** Each grantee's latest read of the profile. */
export async function lastReads(db: Kysely<Database>, profileId: string): Promise<Map<string, Date>> {
  const rows = await db
    .selectFrom('profile_reads')
    .select(['reader_user_id', (eb) => eb.fn.max('read_minute').as('last')])
    .where('profile_id', '=', profileId)
    .groupBy('reader_user_id')
    .execute();
  return new Map(rows.map((row) => [row.reader_user_id, row.last]));
}

export async function pruneAccessLog(db: Kysely<Database>, now: Date) {
  const result = await db
    .deleteFrom('profile_reads')
    .where('read_minute', '<', new Date(now.getTime() - ACCESS_LOG_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
