import Papa from 'papaparse';
import { ENTRY_CSV_COLUMNS } from '../../../shared/domain/journal-export';
import { zonedIsoFormatter } from '../../../shared/domain/zoned-time';
import { exportedEntryPages } from '../../db/journal-export';
import type { JournalExportRequest } from './journal-json';
import { exportedEntry } from './exported-records';

/** Spreadsheets read a file as UTF-8 (not the system's code page) when it starts with this mark. */
const UTF8_BOM = '\uFEFF';

/**
 * The cells a spreadsheet may run as a formula: those starting with =, +, -, @, a tab or a carriage
 * return (OWASP's list), whatever follows, line breaks included. Papa's own pattern for
 * `escapeFormulae: FORMULA_START` ends in `.*$` without the `s` flag, so it misses a formula with a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quoting per RFC 4180 with CRLF lines. A cell that could run as a formula gets a leading
 * apostrophe, so a note (which an editor may have written) cannot run when the owner opens the file.
 */
export const toCsv = (rows: unknown[][]) => Papa.unparse(rows, { newline: '\r\n', escapeFormulae: FORMULA_START });

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
