import Papa from 'papaparse';
import { ENTRY_CSV_COLUMNS } from '../../../shared/domain/journal-export';
import { zonedIsoFormatter } from '../../../shared/domain/zoned-time';
import { exportedEntryPages } from '../../db/journal-export';
import type { JournalExportRequest } from './journal-json';
import { exportedEntry } from './exported-records';

/** Spreadsheets read a file as UTF-8 (not the system's code page) when it starts with this mark. */
const UTF8_BOM = '\uFEFF';

/**
 * Quoting per RFC 4180 with CRLF lines. A cell starting with =, +, -, @ or a tab gets a leading
 * apostrophe, so a note cannot run as a formula when the file is opened in a spreadsheet.
 */
const toCsv = (rows: unknown[][]) => Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true });

/** The entries CSV as text chunks: a header row, then one row per live entry, oldest first. */
export async function* entriesCsvChunks({ db, profileId, timeZone }: Omit<JournalExportRequest, 'now'>): AsyncGenerator<string> {
  const time = zonedIsoFormatter(timeZone);
  yield `${UTF8_BOM}${toCsv([[...ENTRY_CSV_COLUMNS]])}\r\n`;
  for await (const page of exportedEntryPages(db, profileId)) {
    const rows = page.map((row) => {
      const entry = exportedEntry(row, time);
      return ENTRY_CSV_COLUMNS.map((column) => (column === 'images' ? entry.images.join(' ') : entry[column]));
    });
    yield `${toCsv(rows)}\r\n`;
  }
}
