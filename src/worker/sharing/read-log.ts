import type { Kysely } from 'kysely';
import type { ReadKind } from '../../shared/domain/access';
import { insertReads, type ProfileRead } from '../db/access-log';
import type { ProfileAccess } from '../db/profile-access';
import type { Database } from '../db/schema';

const MINUTE_MS = 60_000;
/** Bounds the memory of reads already written: a new minute starts it afresh anyway. */
const MAX_REMEMBERED = 10_000;

const readKey = (read: ProfileRead) => `${read.profileId} ${read.readerUserId} ${read.kind} ${read.minute.getTime()}`;

/**
 * The reads already written this minute by this app, so a reader scrolling a feed costs one insert
 * a minute, not one per page. Shared by the app's requests; bounded, and forgotten each minute.
 */
export class RecentReads {
  private minute = 0;
  private readonly keys = new Set<string>();

  /** True the first time a read is seen this minute (and remembers it). */
  claim(read: ProfileRead): boolean {
    const minute = read.minute.getTime();
    if (minute !== this.minute || this.keys.size >= MAX_REMEMBERED) {
      this.minute = minute;
      this.keys.clear();
    }
    const key = readKey(read);
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    return true;
  }

  forget(read: ProfileRead) {
    this.keys.delete(readKey(read));
  }
}

/**
 * One request's reads of profiles by someone other than the owner, for the owner's access log.
 * They are written after the response (`flush`), so recording never slows or fails a read; the
 * request holds at most one row per profile, reader and kind.
 */
export class ReadLog {
  private readonly pending = new Map<string, ProfileRead>();

  constructor(
    private readonly recent: RecentReads,
    private readonly now: () => number = Date.now,
  ) {}

  record(profile: ProfileAccess, readerUserId: string, kind: ReadKind) {
    if (profile.access === 'owner') return;
    const minute = new Date(Math.floor(this.now() / MINUTE_MS) * MINUTE_MS);
    const read = { profileId: profile.id, readerUserId, kind, minute };
    this.pending.set(readKey(read), read);
  }

  /** Writes what was recorded and not already written this minute; a failure forgets them, so a later read tries again. */
  async flush(db: Kysely<Database>) {
    const reads = [...this.pending.values()].filter((read) => this.recent.claim(read));
    this.pending.clear();
    try {
      await insertReads(db, reads);
    } catch (error) {
      reads.forEach((read) => this.recent.forget(read));
      throw error;
    }
  }
}
