import { strFromU8 } from 'fflate';
import type { z } from 'zod';
import {
  type ImportedEntry,
  type ImportedInsight,
  type ImportedSession,
  importedEntryFields,
  importedEntryKeys,
  importedExerciseSession,
  importedInsight,
  journalDocumentHead,
} from '../../../shared/schemas/journal-import';
import { DomainError } from '../../domain-error';
import { MAX_IMPORT_ENTRIES, tooManyEntries } from './import-limits';
import { unpackExportZip } from './unpack-export-zip';

export interface JournalFile {
  entries: ImportedEntry[];
  insights: ImportedInsight[];
  sessions: ImportedSession[];
  /** The images the file carries, by their key in journal.json. */
  images: ReadonlyMap<string, Uint8Array>;
}

const badFile = (message: string) => new DomainError('BAD_REQUEST', message);

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Whether the file is a ZIP or JSON (an object, after any BOM and white space): what an Attune export is. */
export function isAttuneExport(bytes: Uint8Array): boolean {
  if (isZip(bytes)) return true;
  const start = strFromU8(bytes.subarray(0, 64)).replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{');
}

/** Each record checked with its schema; the first bad one is named by its list and place, with the reason. */
function parseRecords<T>(records: unknown[], list: string, parse: (record: unknown) => z.ZodSafeParseResult<T>): T[] {
  return records.map((record, index) => {
    const parsed = parse(record);
    if (!parsed.success) throw badFile(`${list} record ${index + 1}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
    return parsed.data;
  });
}

function parseEntry(record: unknown): z.ZodSafeParseResult<ImportedEntry> {
  const keys = importedEntryKeys.safeParse(record);
  if (!keys.success) return keys as z.ZodSafeParseResult<never>;
  const fields = importedEntryFields.safeParse(record);
  if (!fields.success) return fields as z.ZodSafeParseResult<never>;
  return { success: true, data: { id: keys.data.id, timestamp: new Date(keys.data.timestamp), entry: fields.data } };
}

/**
 * Reads an Attune export, a ZIP (journal.json and its images) or journal.json alone, checking
 * every record with the API's own schemas. A bad file is refused with the first bad record named.
 */
export function readJournalFile(bytes: Uint8Array): JournalFile {
  let json: string;
  let images = new Map<string, Uint8Array>();
  if (isZip(bytes)) {
    const unpacked = unpackExportZip(bytes);
    if (!unpacked.journal) throw badFile('This ZIP file has no journal.json: it is not an Attune export.');
    json = strFromU8(unpacked.journal);
    images = unpacked.images;
  } else {
    json = strFromU8(bytes);
  }

  let document: unknown;
  try {
    document = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch {
    // the parser's own words ("Expected ',' or '}' after property value…") are for developers
    throw badFile('journal.json is not valid JSON: the file is damaged or was changed after the export.');
  }
  const head = journalDocumentHead.safeParse(document);
  if (!head.success) throw badFile(head.error.issues[0]?.message ?? 'This file is not an Attune export.');
  if (head.data.entries.length > MAX_IMPORT_ENTRIES) throw tooManyEntries();
  return {
    entries: parseRecords(head.data.entries, 'Entries', parseEntry),
    insights: parseRecords(head.data.insights, 'Insights', (record) => importedInsight.safeParse(record)),
    sessions: parseRecords(head.data.exercise_sessions, 'Exercise sessions', (record) => importedExerciseSession.safeParse(record)),
    images,
  };
}
