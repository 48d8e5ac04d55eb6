import { strFromU8, type UnzipFileInfo, unzipSync } from 'fflate';
import { MAX_IMAGE_BYTES } from '../../../shared/domain/entries';
import type { z } from 'zod';
import { exportedImagePath } from '../../../shared/domain/journal-export';
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

export interface JournalFile {
  entries: ImportedEntry[];
  insights: ImportedInsight[];
  sessions: ImportedSession[];
  /** The images the file carries, by their key in journal.json. */
  images: ReadonlyMap<string, Uint8Array>;
}

const badFile = (message: string) => new DomainError('BAD_REQUEST', message);

/**
 * What a ZIP may unpack to, by the sizes it declares (fflate unpacks a file into a buffer of its
 * declared size, no larger): a small archive that claims gigabytes is refused before anything is
 * unpacked, and only journal.json and the images are unpacked at all.
 */
const MAX_JOURNAL_JSON_BYTES = 64 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 96 * 1024 * 1024;
const TOO_BIG = 'This ZIP file unpacks to more than an import can take (96 MB). Export the journal in parts.';

function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  let total = 0;
  const wanted = (file: UnzipFileInfo) => {
    const isJournal = file.name === 'journal.json';
    const isImage = file.name.startsWith(exportedImagePath(''));
    if (!isJournal && !isImage) return false;
    total += file.originalSize;
    if (file.originalSize > (isJournal ? MAX_JOURNAL_JSON_BYTES : MAX_IMAGE_BYTES) || total > MAX_UNPACKED_BYTES) throw badFile(TOO_BIG);
    return true;
  };
  try {
    return unzipSync(bytes, { filter: wanted });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badFile('This ZIP file is damaged and cannot be read.');
  }
}
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
  const images = new Map<string, Uint8Array>();
  if (isZip(bytes)) {
    const files = unpack(bytes);
    const document = files['journal.json'];
    if (!document) throw badFile('This ZIP file has no journal.json: it is not an Attune export.');
    json = strFromU8(document);
    for (const [path, content] of Object.entries(files)) {
      if (path.startsWith(exportedImagePath(''))) images.set(path.slice(exportedImagePath('').length), content);
    }
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
  return {
    entries: parseRecords(head.data.entries, 'Entries', parseEntry),
    insights: parseRecords(head.data.insights, 'Insights', (record) => importedInsight.safeParse(record)),
    sessions: parseRecords(head.data.exercise_sessions, 'Exercise sessions', (record) => importedExerciseSession.safeParse(record)),
    images,
  };
}
