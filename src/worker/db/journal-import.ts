import type { Kysely, Transaction } from 'kysely';
import { newEntryRow } from './entries';
import type { Database } from './schema';
import type { ImportedEntry, ImportedInsight, ImportedSession } from '../../shared/schemas/journal-import';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

type OwnedIds = Map<string, string>;

/** Which of these ids are taken, and by which profile. */
async function owners(db: Kysely<Database>, table: 'wellness_entries' | 'user_insights' | 'exercise_sessions', ids: readonly string[]): Promise<OwnedIds> {
  const found: OwnedIds = new Map();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom(table).select(['id', 'profile_id']).where('id', 'in', part).execute();
    for (const row of rows) found.set(row.id, row.profile_id);
  }
  return found;
}

export const entryOwners = (db: Kysely<Database>, ids: readonly string[]) => owners(db, 'wellness_entries', ids);
export const insightOwners = (db: Kysely<Database>, ids: readonly string[]) => owners(db, 'user_insights', ids);
export const sessionOwners = (db: Kysely<Database>, ids: readonly string[]) => owners(db, 'exercise_sessions', ids);

/** The free room left on the owner's plan: null on pro (no limit). */
export async function eventRoom(db: Kysely<Database>, ownerUserId: string, freeLimit: number): Promise<number | null> {
  const plan = await db.selectFrom('plans').select(['plan_type', 'event_count']).where('user_id', '=', ownerUserId).executeTakeFirst();
  if (plan?.plan_type === 'pro') return null;
  return Math.max(0, freeLimit - (plan?.event_count ?? 0));
}

/** Inserts the entries a batch at a time, skipping ids already taken; returns how many rows were written. */
export async function insertImportedEntries(trx: Transaction<Database>, profileId: string, createdBy: string, entries: readonly ImportedEntry[]): Promise<number> {
  let inserted = 0;
  for (const part of chunks(entries)) {
    const rows = await trx
      .insertInto('wellness_entries')
      .values(part.map(({ id, timestamp, entry }) => newEntryRow({ id, profileId, createdBy, timestamp, entry })))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

export async function insertImportedInsights(trx: Transaction<Database>, profileId: string, insights: readonly ImportedInsight[]) {
  for (const part of chunks(insights)) {
    await trx
      .insertInto('user_insights')
      .values(
        part.map((insight) => ({
          id: insight.id,
          profile_id: profileId,
          pattern_type: insight.pattern_type,
          title: insight.title,
          description: insight.description,
          strength: insight.strength,
          category: insight.category,
          related_entries: insight.related_entries,
          action_steps: JSON.stringify(insight.action_steps),
          data: insight.data === null ? null : JSON.stringify(insight.data),
          created_at: new Date(insight.created_at),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

export async function insertImportedSessions(trx: Transaction<Database>, profileId: string, createdBy: string, sessions: readonly ImportedSession[]) {
  for (const part of chunks(sessions)) {
    await trx
      .insertInto('exercise_sessions')
      .values(
        part.map((session) => ({
          id: session.id,
          profile_id: profileId,
          created_by: createdBy,
          started_at: new Date(session.started_at),
          duration_seconds: session.duration_seconds,
          phase_reached: session.phase_reached,
          source_entry_id: session.source_entry_id,
          distress_before: session.distress_before,
          distress_after: session.distress_after,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
