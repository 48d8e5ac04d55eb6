import type { Kysely } from 'kysely';
import { JOURNAL_EXPORT_FORMAT, JOURNAL_EXPORT_VERSION } from '../../../shared/domain/journal-export';
import { zonedIsoFormatter } from '../../../shared/domain/zoned-time';
import { exportedEntryPages, exportedExerciseSessions, exportedInsights, exportedProfile } from '../../db/journal-export';
import type { Database } from '../../db/schema';
import { exportedEntry, exportedExerciseSession, exportedInsight } from './exported-records';

export interface JournalExportRequest {
  db: Kysely<Database>;
  profileId: string;
  /** The IANA zone whose offsets the times are written in (the browser's). */
  timeZone: string;
  now: Date;
}

/**
 * journal.json as a sequence of text chunks: the document's head, then the entries a page at a
 * time, then the insights and the exercise sessions. Its size is not bounded; memory is.
 */
export async function* journalJsonChunks({ db, profileId, timeZone, now }: JournalExportRequest): AsyncGenerator<string> {
  const time = zonedIsoFormatter(timeZone);
  const profile = await exportedProfile(db, profileId);
  const head = { format: JOURNAL_EXPORT_FORMAT, version: JOURNAL_EXPORT_VERSION, exported_at: time(now), time_zone: timeZone, profile };
  yield `${JSON.stringify(head).slice(0, -1)},"entries":[`;
  let first = true;
  for await (const page of exportedEntryPages(db, profileId)) {
    const items = page.map((row) => JSON.stringify(exportedEntry(row, time))).join(',\n');
    yield first ? `\n${items}` : `,\n${items}`;
    first = false;
  }
  const insights = (await exportedInsights(db, profileId)).map((row) => exportedInsight(row, time));
  const sessions = (await exportedExerciseSessions(db, profileId)).map((row) => exportedExerciseSession(row, time));
  yield `\n],"insights":${JSON.stringify(insights)},"exercise_sessions":${JSON.stringify(sessions)}}\n`;
}
