import type { Kysely, Selectable } from 'kysely';
import { CHARTED_SESSIONS, type ExerciseSession } from '../../shared/domain/eye-exercise';
import type { RecordExerciseSession } from '../../shared/schemas/exercise';
import type { Database, ExerciseSessionsTable } from './schema';

const SESSION_COLUMNS = ['id', 'started_at', 'duration_seconds', 'phase_reached', 'distress_before', 'distress_after'] as const;

function toSession(row: Pick<Selectable<ExerciseSessionsTable>, (typeof SESSION_COLUMNS)[number]>): ExerciseSession {
  return {
    id: row.id,
    startedAt: row.started_at.toISOString(),
    durationSeconds: row.duration_seconds,
    phaseReached: row.phase_reached,
    distressBefore: row.distress_before,
    distressAfter: row.distress_after,
  };
}

/**
 * Stores a finished session. The source entry is kept only when it is a live entry of the same
 * profile, so a session cannot point into another journal.
 */
export async function insertExerciseSession(
  db: Kysely<Database>,
  { profileId, userId, session }: { profileId: string; userId: string; session: RecordExerciseSession },
): Promise<ExerciseSession> {
  const source = session.sourceEntryId
    ? await db
        .selectFrom('wellness_entries')
        .select('id')
        .where('profile_id', '=', profileId)
        .where('id', '=', session.sourceEntryId)
        .where('deleted', '=', false)
        .executeTakeFirst()
    : undefined;
  const row = await db
    .insertInto('exercise_sessions')
    .values({
      profile_id: profileId,
      created_by: userId,
      started_at: session.startedAt,
      duration_seconds: session.durationSeconds,
      phase_reached: session.phaseReached,
      source_entry_id: source?.id ?? null,
      distress_before: session.distressBefore,
      distress_after: session.distressAfter,
    })
    .returning(SESSION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toSession(row);
}

/** The profile's newest sessions, newest first. */
export async function listExerciseSessions(db: Kysely<Database>, profileId: string): Promise<ExerciseSession[]> {
  const rows = await db
    .selectFrom('exercise_sessions')
    .select(SESSION_COLUMNS)
    .where('profile_id', '=', profileId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CHARTED_SESSIONS)
    .execute();
  return rows.map(toSession);
}
