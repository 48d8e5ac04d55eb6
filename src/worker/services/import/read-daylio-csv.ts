import Papa from 'papaparse';
import type { DaylioRecord } from '../../../shared/domain/daylio';
import { DomainError } from '../../domain-error';
import { columnName, type DaylioColumns, daylioColumns, looksLikeDaylioHeader } from './daylio-columns';
import { MAX_IMPORT_ENTRIES, tooManyEntries } from './import-limits';

/** A Daylio record with the line it starts on and its local date and time (Daylio writes no zone). */
export interface DaylioRow extends DaylioRecord {
  line: number;
  local: { year: number; month: number; day: number; hour: number; minute: number };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const badLine = (line: number, message: string) => new DomainError('BAD_REQUEST', `Line ${line}: ${message}`);

/** Whether the text starts with a Daylio export's header row, in any of its versions. */
export function isDaylioCsv(bytes: Uint8Array): boolean {
  const header = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!;
  return looksLikeDaylioHeader(header.split(',').map(columnName));
}

function readTime(text: string, line: number) {
  const match = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!match) throw badLine(line, `'${text}' is not a time of day.`);
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) throw badLine(line, `'${text}' is not a time of day.`);
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) throw badLine(line, `'${text}' is not a time of day.`);
  return { hour, minute };
}

function checkedDay(year: number, month: number, day: number, text: string, line: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1970 || year > 2100) {
    throw badLine(line, `'${text}' is not a date.`);
  }
  return { year, month, day };
}

/** 8 columns: full_date is ISO (2024-03-01). */
function readFullDate(text: string, line: number) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) throw badLine(line, `'${text}' is not a date (expected YYYY-MM-DD).`);
  return checkedDay(Number(match[1]), Number(match[2]), Number(match[3]), text, line);
}

/** 7 columns: the year, and the day as 'March 1' or '1 March' (month names in English, full or short). */
function readYearAndDate(yearText: string, dateText: string, line: number) {
  const year = Number(yearText.trim());
  const words = dateText.trim().toLowerCase().split(/[\s,.]+/).filter(Boolean);
  const monthWord = words.find((word) => MONTHS.includes(word.slice(0, 3)) && Number.isNaN(Number(word)));
  const dayWord = words.find((word) => /^\d{1,2}$/.test(word));
  if (!Number.isInteger(year) || !monthWord || !dayWord) throw badLine(line, `'${dateText} ${yearText}' is not a date.`);
  return checkedDay(year, MONTHS.indexOf(monthWord.slice(0, 3)) + 1, Number(dayWord), `${dateText} ${yearText}`, line);
}

/**
 * Reads a Daylio CSV export by its header's column names (see daylio-columns.ts), whatever else
 * a newer Daylio adds. Quoted fields may hold commas, quotes and line breaks; activities are
 * separated by ' | '. The first bad record is refused with the line it starts on.
 */
export function readDaylioCsv(text: string): DaylioRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: DaylioRow[] = [];
  let columns: DaylioColumns | null = null;
  let line = 1;
  let consumed = 0;
  let failure: DomainError | null = null;
  Papa.parse<string[]>(body, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const start = line;
      const cursor = result.meta.cursor;
      for (let index = consumed; index < cursor; index += 1) if (body.charCodeAt(index) === 10) line += 1;
      consumed = cursor;
      try {
        if (result.errors.length > 0) throw badLine(start, result.errors[0]!.message);
        const cells = result.data;
        if (!columns) {
          columns = daylioColumns(cells);
          return;
        }
        if (rows.length === MAX_IMPORT_ENTRIES) throw tooManyEntries();
        rows.push(readRecord(columns, cells, start));
      } catch (error) {
        failure = error instanceof DomainError ? error : badLine(start, 'this record cannot be read.');
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  if (rows.length === 0) throw new DomainError('BAD_REQUEST', 'This Daylio file has no entries.');
  return rows;
}

function readRecord(columns: DaylioColumns, cells: string[], line: number): DaylioRow {
  if (cells.length !== columns.count) throw badLine(line, `expected ${columns.count} columns, found ${cells.length}.`);
  const cell = (name: keyof DaylioColumns['at']) => {
    const index = columns.at[name];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const day = columns.at.full_date !== undefined ? readFullDate(cell('full_date'), line) : readYearAndDate(cell('year'), cell('date'), line);
  const mood = cell('mood');
  if (!mood) throw badLine(line, 'the mood is empty.');
  return {
    line,
    local: { ...day, ...readTime(cell('time'), line) },
    mood,
    activities: cell('activities')
      .split('|')
      .map((activity) => activity.trim())
      .filter(Boolean),
    title: cell('note_title'),
    note: cell('note').replace(/<br\s*\/?>/gi, '\n').replace(/\r\n?/g, '\n'),
  };
}
