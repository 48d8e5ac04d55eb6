import { pruneAccessLog } from '../db/access-log';
import { deleteExpiredAuthRows } from '../db/expired-auth-rows';
import { deleteStaleInvitations } from '../db/invitations';
import { type DatabaseProvider, withLease } from '../db/provider';
import type { Logger } from '../logging/logger';
import { removeAbandonedUploads } from './abandoned-uploads';
import type { BlobStore } from './blobs/blob-store';

type HousekeepingDeps = { database: DatabaseProvider; blobs: BlobStore; logger: Logger };

/** Deletes expired sessions, old magic links and old rate-limit hits, which no request cleans up. */
export async function purgeExpiredAuthRows(deps: Pick<HousekeepingDeps, 'database' | 'logger'>, now = Date.now()) {
  const purged = await withLease(deps.database, (db) => deleteExpiredAuthRows(db, new Date(now)));
  if (purged.sessions + purged.loginDevices + purged.loginLinks + purged.rateLimitHits > 0) deps.logger.info('expired sign-in records purged', purged);
  return purged;
}

/** Invitations stay a month past their expiry, so opening one late still says "expired" rather than "not valid". */
export const EXPIRED_INVITATION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets reads older than the access log keeps, and invitations long past use. */
export async function pruneSharingRecords(deps: Pick<HousekeepingDeps, 'database' | 'logger'>, now = Date.now()) {
  const pruned = await withLease(deps.database, async (db) => ({
    reads: await pruneAccessLog(db, new Date(now)),
    invitations: await deleteStaleInvitations(db, new Date(now - EXPIRED_INVITATION_GRACE_MS)),
  }));
  if (pruned.reads + pruned.invitations > 0) deps.logger.info('old sharing records pruned', pruned);
  return pruned;
}

/**
 * The hourly housekeeping of both hosts (the Worker's cron trigger, a timer in the Node host).
 * The tasks run independently: one failing is logged and does not stop the other.
 */
export async function runHousekeeping(deps: HousekeepingDeps, now = Date.now()) {
  const tasks = {
    'abandoned uploads': removeAbandonedUploads(deps, now),
    'expired sign-in records': purgeExpiredAuthRows(deps, now),
    'old sharing records': pruneSharingRecords(deps, now),
  };
  const results = await Promise.allSettled(Object.values(tasks));
  Object.keys(tasks).forEach((task, index) => {
    const result = results[index]!;
    if (result.status === 'rejected') deps.logger.error('housekeeping task failed', { task, error: result.reason });
  });
}
