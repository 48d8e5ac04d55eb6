import type { Kysely } from 'kysely';
import type { ImportSummary as SharedImportSummary } from '../../../shared/domain/import-summary';
import { FREE_PLAN_LIMITS } from '../../../shared/domain/plans';
import type { ImportedEntry } from '../../../shared/schemas/journal-import';
import { reservePlanQuota } from '../../db/plan-usage';
import type { Database } from '../../db/schema';
import { writeProfileEntries } from '../../db/entries';
import { instanceSecret } from '../../db/instance-secrets';
import {
  entryOwners,
  eventRoom,
  insertImportedEntries,
  insertImportedInsights,
  insertImportedSessions,
  insightOwners,
  sessionOwners,
} from '../../db/journal-import';
import { DomainError } from '../../domain-error';
import type { OffThread } from '../../off-thread/off-thread';
import { storeImage } from '../../images/store-image';
import type { Logger } from '../../logging/logger';
import type { BlobStore } from '../blobs/blob-store';
import { importedIdDeriver } from './imported-ids';
import type { JournalFile } from './read-journal-file';

type ImportDeps = { db: Kysely<Database>; blobs: BlobStore; logger: Logger; offThread: OffThread };
export type ImportTarget = { profileId: string; ownerUserId: string; userId: string };

/** Where a record of the file goes in the profile, and whether it is new there. */
type Placement = { target: string; fresh: boolean };

/**
 * Where each record of the file goes: its own id when free, a derived one when another profile
 * holds it; not fresh when this profile already has it, from an earlier import of the same file.
 */
async function placeRecords(
  ids: readonly string[],
  profileId: string,
  lookup: (ids: readonly string[]) => Promise<Map<string, string>>,
  derive: (id: string) => string,
): Promise<Map<string, Placement>> {
  const owners = await lookup(ids);
  const derived = new Map<string, string>();
  for (const id of ids) if (owners.has(id) && owners.get(id) !== profileId) derived.set(id, derive(id));
  const derivedOwners = await lookup([...derived.values()]);
  return new Map(
    ids.map((id): [string, Placement] => {
      const target = derived.get(id);
      if (target === undefined) return [id, { target: id, fresh: owners.get(id) !== profileId }];
      return [id, { target, fresh: derivedOwners.get(target) !== profileId }];
    }),
  );
}

const freshCount = (placements: Map<string, Placement>) => [...placements.values()].filter((placement) => placement.fresh).length;

/** The entries new to the profile, each id once (a file may repeat a record). */
function newEntriesOf(entries: readonly ImportedEntry[], placements: Map<string, Placement>): ImportedEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => placements.get(entry.id)!.fresh && !seen.has(entry.id) && seen.add(entry.id));
}

/** The first and last time of the entries, by one pass: a spread of 100,000 times would overflow the call stack. */
function timeSpan(entries: readonly ImportedEntry[]): { from: string | null; to: string | null } {
  let from = Infinity;
  let to = -Infinity;
  for (const { timestamp } of entries) {
    from = Math.min(from, timestamp.getTime());
    to = Math.max(to, timestamp.getTime());
  }
  return entries.length ? { from: new Date(from).toISOString(), to: new Date(to).toISOString() } : { from: null, to: null };
}

async function plan(db: Kysely<Database>, target: ImportTarget, file: JournalFile): Promise<{ entryIds: Map<string, Placement>; insightIds: Map<string, Placement>; sessionIds: Map<string, Placement>; newEntries: ImportedEntry[]; summary: ImportSummary }> {
  const { profileId } = target;
  const derive = importedIdDeriver(await instanceSecret(db, 'imported_ids'), profileId);
  const entryIds = await placeRecords(file.entries.map((entry) => entry.id), profileId, (ids) => entryOwners(db, ids), derive.entry);
  const insightIds = await placeRecords(file.insights.map((insight) => insight.id), profileId, (ids) => insightOwners(db, ids), (id) => derive.uuid('insight', id));
  const sessionIds = await placeRecords(file.sessions.map((session) => session.id), profileId, (ids) => sessionOwners(db, ids), (id) => derive.uuid('session', id));
  const newEntries = newEntriesOf(file.entries, entryIds);
  const imageKeys = newEntries.flatMap((entry) => entry.entry.images ?? []);
  const room = await eventRoom(db, target.ownerUserId, FREE_PLAN_LIMITS.events);
  return {
    entryIds,
    insightIds,
    sessionIds,
    newEntries,
    summary: {
      entries: file.entries.length,
      newEntries: newEntries.length,
      alreadyThere: file.entries.length - newEntries.length,
      ...timeSpan(newEntries),
      images: imageKeys.filter((key) => file.images.has(key)).length,
      imagesMissing: imageKeys.filter((key) => !file.images.has(key)).length,
      insights: freshCount(insightIds),
      exerciseSessions: freshCount(sessionIds),
      room,
      fits: room === null || newEntries.length <= room,
    },
  };
}

type ImportSummary = Omit<SharedImportSummary, 'daylio'>;

/** What importing the file would add, checked against the plan, without writing anything. */
export async function previewImport(db: Kysely<Database>, target: ImportTarget, file: JournalFile): Promise<ImportSummary> {
  return (await plan(db, target, file)).summary;
}

const overLimit = (summary: ImportSummary) =>
  new DomainError(
    'FORBIDDEN',
    `This import adds ${summary.newEntries.toLocaleString('en-US')} entries, but your free plan has room for ${(summary.room ?? 0).toLocaleString('en-US')} more. Upgrade to Pro, or import a smaller file. Nothing was imported.`,
    { reason: 'EVENT_LIMIT_REACHED' },
  );

/** Re-stores the new entries' images through the image store (content checked, metadata stripped); returns each entry with its new keys. */
async function storeImages(deps: ImportDeps, target: ImportTarget, file: JournalFile, entries: ImportedEntry[]): Promise<ImportedEntry[]> {
  const stored = new Map<string, string>();
  for (const key of new Set(entries.flatMap((entry) => entry.entry.images ?? []))) {
    const bytes = file.images.get(key);
    if (!bytes) continue;
    const { key: newKey } = await storeImage(deps, { bytes, source: 'file', profileId: target.profileId, userId: target.userId });
    stored.set(key, newKey);
  }
  return entries.map((imported) => {
    const images = (imported.entry.images ?? []).map((key) => stored.get(key)).filter((key): key is string => key !== undefined);
    return { ...imported, entry: { ...imported.entry, images: images.length > 0 ? images : null } };
  });
}

/**
 * Imports the file into the profile, all or nothing: the new entries (those written counted
 * against the owner's plan, in the same transaction), insights and exercise sessions in one transaction. Records the profile already
 * has are left as they are, so importing the same file twice adds nothing. Images are stored
 * first; if the transaction then fails they are uploads no entry took up, removed by the hourly
 * housekeeping.
 */
export async function commitImport(deps: ImportDeps, target: ImportTarget, file: JournalFile): Promise<ImportSummary> {
  const planned = await plan(deps.db, target, file);
  if (!planned.summary.fits) throw overLimit(planned.summary);
  // An insight's evidence and a session's source point at entries of this profile only.
  const inProfile = (id: string) => planned.entryIds.get(id)?.target ?? null;
  const entries = (await storeImages(deps, target, file, planned.newEntries)).map((imported) => ({ ...imported, id: inProfile(imported.id)! }));
  const insights = file.insights
    .filter((insight) => planned.insightIds.get(insight.id)!.fresh)
    .map((insight) => ({
      ...insight,
      id: planned.insightIds.get(insight.id)!.target,
      related_entries: insight.related_entries.map(inProfile).filter((id): id is string => id !== null),
    }));
  const sessions = file.sessions
    .filter((session) => planned.sessionIds.get(session.id)!.fresh)
    .map((session) => ({
      ...session,
      id: planned.sessionIds.get(session.id)!.target,
      source_entry_id: session.source_entry_id === null ? null : inProfile(session.source_entry_id),
    }));

  const written = await writeProfileEntries(deps.db, target.profileId, async (trx) => {
    // only the rows actually written are counted: an id taken since the plan adds nothing, and costs nothing
    const inserted = await insertImportedEntries(trx, target.profileId, target.userId, entries);
    const granted = await reservePlanQuota(trx, target.ownerUserId, 'event_count', FREE_PLAN_LIMITS.events, inserted);
    if (granted < inserted) throw overLimit({ ...planned.summary, room: granted });
    await insertImportedInsights(trx, target.profileId, insights);
    await insertImportedSessions(trx, target.profileId, target.userId, sessions);
    return inserted;
  });
  return { ...planned.summary, newEntries: written, alreadyThere: file.entries.length - written };
}
