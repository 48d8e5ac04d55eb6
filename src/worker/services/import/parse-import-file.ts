import type { DaylioMapping } from '../../../shared/domain/daylio';
import type { ImportSummary } from '../../../shared/domain/import-summary';
import { DomainError, type DomainErrorCode } from '../../domain-error';
import { daylioJournal, daylioMappingTable } from './daylio-import';
import { readDaylioCsv } from './read-daylio-csv';
import { type JournalFile, readJournalFile } from './read-journal-file';

/** What the file is, and for Daylio the person's choices: its mapping and the zone its local times were kept in. */
export type ImportFormat = { kind: 'attune' } | { kind: 'daylio'; mapping: DaylioMapping; timeZone: string };

/** Why a file cannot be imported, in words for the person. */
export interface ImportRefusal {
  code: DomainErrorCode;
  message: string;
}

export type ParsedImport =
  | { ok: true; journal: JournalFile; daylio: NonNullable<ImportSummary['daylio']> | null }
  | { ok: false; refusal: ImportRefusal };

/** A Daylio export is UTF-8; anything else would come out as replacement characters in the journal. */
function daylioText(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new DomainError('BAD_REQUEST', 'This Daylio file is not UTF-8 text. Export it again from Daylio and import that file.');
  }
}

/**
 * Reads an import file into the records it would add, every one checked, or a refusal. Pure and
 * self-contained: bytes and format in, a structured-cloneable result out (plain objects, Dates,
 * a Map of image bytes), no request, database or clock, so it can run on another thread.
 */
export function parseImportFile({ bytes, format }: { bytes: Uint8Array; format: ImportFormat }): ParsedImport {
  try {
    if (format.kind === 'attune') return { ok: true, journal: readJournalFile(bytes), daylio: null };
    const rows = readDaylioCsv(daylioText(bytes));
    return { ok: true, journal: daylioJournal(rows, format.mapping, format.timeZone), daylio: daylioMappingTable(rows, format.mapping) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, refusal: { code: error.code, message: error.message } };
    throw error;
  }
}
