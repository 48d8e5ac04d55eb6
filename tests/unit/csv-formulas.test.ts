import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/worker/services/export/entries-csv';

/** The one cell of a one-row CSV, as a spreadsheet reads it back. */
const cellOf = (text: string) => Papa.parse<string[]>(toCsv([[text]])).data[0]![0];

describe('a note written to the CSV export cannot run as a formula in a spreadsheet', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['= with a line break', '=HYPERLINK("http://evil.example")\nfeeling fine'],
    ['@ with a carriage return and line feed', '@SUM(1)\r\nsecond line'],
    ['- with line breaks', '-cmd|\' /C calc\'!A0\n\nlater'],
    ['a tab with a line break', '\t=1\nmore'],
  ])('a cell starting with %s gets a leading apostrophe', (_start, note) => {
    expect(cellOf(note)).toBe(`'${note}`);
  });

  it.each([['plain text', 'Feeling calm'], ['a line break first', '\n=1+1'], ['a formula later on', 'Felt =1+1 today\n=2']])(
    'a cell with %s is written as it is',
    (_case, note) => {
      expect(cellOf(note)).toBe(note);
    },
  );
});
