import { strToU8 } from 'fflate';
import { JOURNAL_EXPORT_FORMAT, JOURNAL_EXPORT_VERSION } from '../../src/shared/domain/journal-export';

export const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

/** A 21-character entry id made from a number, as the export writes ids. */
export const entryIdOf = (n: number) => `e${String(n).padStart(20, '0')}`;

/** journal.json of an Attune export with these entries (ids given), each a plain feeling a minute apart; insights as given. */
export function journalFile(ids: readonly string[], insights: readonly unknown[] = []) {
  const start = Date.parse('2024-01-01T00:00:00Z');
  const entries = ids.map((id, index) => ({ id, timestamp: new Date(start + index * 60_000).toISOString(), type: 'emotional', mood_category: 'positive', specific_mood: 'content' }));
  return { name: 'journal.json', bytes: strToU8(JSON.stringify({ format: JOURNAL_EXPORT_FORMAT, version: JOURNAL_EXPORT_VERSION, entries, insights })) };
}

/** A Daylio CSV (8 columns) with `count` records a minute apart, each with these activities and mood. */
export function daylioFile(count: number, { mood = 'good', activities = 'work' } = {}) {
  const lines = [DAYLIO_HEADER];
  for (let n = 0; n < count; n += 1) {
    const minutes = n % (24 * 60);
    const day = 1 + Math.floor(n / (24 * 60));
    const date = new Date(Date.UTC(2020, 0, day));
    const time = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    lines.push(`${date.toISOString().slice(0, 10)},,,${time},${mood},${activities},,`);
  }
  return { name: 'daylio_export.csv', bytes: strToU8(`${lines.join('\n')}\n`) };
}
