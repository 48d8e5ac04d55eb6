import { ENTRY_FIELDS } from './entries';

/** What journal.json says it is, so an import can tell an Attune export and its version apart. */
export const JOURNAL_EXPORT_FORMAT = 'attune-journal';
export const JOURNAL_EXPORT_VERSION = 1;

/** Where an entry's image is in an export's ZIP. */
export const exportedImagePath = (key: string) => `images/${key}`;

/**
 * The columns of the entries CSV, in their fixed order: spreadsheets and scripts rely on it, so a
 * later field (body_side, issue 38) comes after updated_at.
 */
export const ENTRY_CSV_COLUMNS = [...ENTRY_FIELDS.filter((field) => field !== 'body_side'), 'updated_at', 'body_side'] as const;

export type ExportFormat = 'zip' | 'csv';

/** Where the browser downloads a profile's export, its times written in `timeZone`. */
export const exportPath = (profileId: string, format: ExportFormat, timeZone: string) =>
  `/api/profiles/${encodeURIComponent(profileId)}/export.${format}?timeZone=${encodeURIComponent(timeZone)}`;

/** How many rows an export reads from the database at a time: memory stays flat however long the journal. */
export const EXPORT_PAGE_SIZE = 500;

/** A file name for an export: the profile's name kept to safe characters, and the day. */
export function exportFileName(profileName: string, day: string, extension: ExportFormat): string {
  const slug = profileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `attune-${slug || 'journal'}-${day}.${extension}`;
}
