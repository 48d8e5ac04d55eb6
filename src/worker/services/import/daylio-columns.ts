import { DomainError } from '../../domain-error';

/**
 * The Daylio columns Attune reads. Exports have had 8 (full_date, date, weekday, time, mood,
 * activities, note_title, note), an older 7 (year instead of full_date, no note_title), and newer
 * versions add more (scales, before note_title); columns are found by name and others ignored.
 */
const KNOWN = ['full_date', 'year', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'] as const;
type KnownColumn = (typeof KNOWN)[number];

/** Where each known column is in a record, and how many cells a record has. */
export interface DaylioColumns {
  count: number;
  at: Partial<Record<KnownColumn, number>>;
}

const isKnown = (name: string): name is KnownColumn => (KNOWN as readonly string[]).includes(name);

/** A header cell as a column name: trimmed, lower case, without quotes. */
export const columnName = (cell: string) => cell.replace(/"/g, '').trim().toLowerCase();

/** A header that names at least four Daylio columns, mood among them, is a Daylio export (perhaps with a column missing). */
export const looksLikeDaylioHeader = (names: readonly string[]) => names.includes('mood') && names.filter(isKnown).length >= 4;

/** The header's known columns, or a refusal naming the first required column that is missing. */
export function daylioColumns(header: readonly string[]): DaylioColumns {
  const at: DaylioColumns['at'] = {};
  header.map(columnName).forEach((name, index) => {
    if (isKnown(name) && at[name] === undefined) at[name] = index;
  });
  const missing = missingColumn(at);
  if (missing) throw new DomainError('BAD_REQUEST', `The first line of this Daylio file names no '${missing}', which Attune needs.`);
  return { count: header.length, at };
}

function missingColumn(at: DaylioColumns['at']): string | null {
  if (at.full_date === undefined && (at.year === undefined || at.date === undefined)) return at.year === undefined ? 'full_date' : 'date';
  if (at.time === undefined) return 'time';
  if (at.mood === undefined) return 'mood';
  return null;
}
