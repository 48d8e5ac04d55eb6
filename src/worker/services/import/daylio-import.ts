import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { chosenActivity, chosenMood, type DaylioMapping, daylioEntryFields } from '../../../shared/domain/daylio';
import { instantOfWallClock } from '../../../shared/domain/zoned-time';
import { newEntrySchema } from '../../../shared/schemas/entries';
import type { ImportedEntry } from '../../../shared/schemas/journal-import';
import { DomainError } from '../../domain-error';
import type { DaylioRow } from './read-daylio-csv';
import type { JournalFile } from './read-journal-file';

/** An id for a Daylio record from what it says, so importing the same export twice adds nothing. */
function recordId(row: DaylioRow): string {
  const { year, month, day, hour, minute } = row.local;
  const text = JSON.stringify([year, month, day, hour, minute, row.mood, row.activities, row.title, row.note]);
  return encodeBase64urlNoPadding(sha256(new TextEncoder().encode(`daylio:${text}`))).slice(0, 21);
}

const counted = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/** The mapping table of a preview: each mood and activity of the file, how often it occurs, and where it goes. */
export function daylioMappingTable(rows: DaylioRow[], chosen: DaylioMapping) {
  return {
    moods: counted(rows.map((row) => row.mood)).map(([name, count]) => ({ name, count, mapping: chosenMood(chosen, name) })),
    activities: counted(rows.flatMap((row) => row.activities)).map(([name, count]) => ({
      name,
      count,
      target: chosenActivity(chosen, name),
    })),
  };
}

/** The Daylio records as Attune entries, their local times read in the person's time zone. */
export function daylioJournal(rows: DaylioRow[], mapping: DaylioMapping, timeZone: string): JournalFile {
  const entries: ImportedEntry[] = [];
  for (const row of rows) {
    const parsed = newEntrySchema.safeParse(daylioEntryFields(row, mapping));
    if (!parsed.success) throw new DomainError('BAD_REQUEST', `Line ${row.line}: ${parsed.error.issues[0]?.message ?? 'this record cannot be imported.'}`);
    entries.push({ id: recordId(row), timestamp: instantOfWallClock(row.local, timeZone), entry: parsed.data });
  }
  return { entries, insights: [], sessions: [], images: new Map() };
}
