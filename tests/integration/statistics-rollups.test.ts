import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/domain/calendar-days';
import type { NewEntry } from '../../src/shared/schemas/entries';
import type { DayRangeInput } from '../../src/shared/schemas/statistics';
import { insertImportedEntries } from '../../src/worker/db/journal-import';
import { readDayTotals, readStatistics } from '../../src/worker/db/statistics';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { changeAtRandom, insertRandomEntries, randomEntryFields, randomInstant, seededRandom } from '../support/random-journal';
import { dayTotalsFromEntries, statisticsFromEntries } from '../support/statistics-from-entries';

/*
 * Issue 36: the statistics and the calendar read from the rollups of migration 0018 must say exactly
 * what the entries themselves say, in every zone (whole-hour offsets, half and three-quarter hours,
 * a half-hour daylight saving change), across the change days of Europe/London and America/New_York,
 * for ranges with and without a whole UTC day inside, after random inserts, updates and deletes, and
 * after an import written in batches.
 */

const ZONES = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Kiritimati'];

/** The spring and autumn change days of London (29 March, 25 October 2026), New York (8 March, 1 November) and Lord Howe (5 April, 4 October), with days around them. */
const PERIODS = [
  [Date.parse('2026-03-05T00:00:00Z'), Date.parse('2026-04-08T00:00:00Z')],
  [Date.parse('2026-10-01T00:00:00Z'), Date.parse('2026-11-04T00:00:00Z')],
] as const;

const CHANGE_DAYS = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
const RANGES: DayRangeInput[] = [
  { from: '2026-03-01', to: '2026-11-10' },
  ...CHANGE_DAYS.map((day) => ({ from: day, to: day })),
  ...['2026-03-29', '2026-04-05', '2026-11-01'].map((day) => ({ from: addDays(day, -1), to: addDays(day, 1) })),
  { from: '2026-10-22', to: '2026-10-29' },
];

/** Rows in one order, whatever order the database gave them in. */
const sorted = <Row>(rows: Row[]) => rows.map((row) => JSON.stringify(row, Object.keys(row as object).sort())).sort();

describe.each(testEngines)('the statistics rollups equal the entries’ own figures (issue 36) on %s', { timeout: 120_000 }, (engine) => {
  let database: TestDatabase;
  let profileId: string;
  let ownerId: string;
  const random = seededRandom(36);
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ownerId = (await createUser(database.db)).id;
    profileId = (await createProfile(database.db, ownerId)).id;
    await createProfile(database.db, ownerId, 'Other'); // a second journal, whose entries must not leak in
    await insertRandomEntries(database.db, random, profileId, 900, PERIODS);
  });
  afterAll(() => database.dispose());

  async function expectSameFigures() {
    for (const timeZone of ZONES) {
      for (const range of RANGES) {
        const where = `${timeZone} ${range.from}..${range.to}`;
        expect(sorted(await readStatistics(database.db, profileId, range, timeZone)), where).toEqual(sorted(await statisticsFromEntries(database.db, profileId, range, timeZone)));
        expect(await readDayTotals(database.db, profileId, range, timeZone), where).toEqual(await dayTotalsFromEntries(database.db, profileId, range, timeZone));
      }
    }
  }

  it('after entries written at random, including at 00:30 local on each change day', async () => {
    const local0030 = ['2026-03-08T05:30:00Z', '2026-03-29T00:30:00Z', '2026-04-04T13:30:00Z', '2026-10-25T23:30:00Z', '2026-11-01T04:30:00Z', '2026-11-01T05:30:00Z'];
    await database.db
      .insertInto('wellness_entries')
      .values(local0030.map((at, index) => ({ id: `zero-thirty-entry-${index}`.padEnd(21, 'x'), profile_id: profileId, timestamp: new Date(at), ...randomEntryFields(random) })))
      .execute();
    const figures = await readStatistics(database.db, profileId, RANGES[0]!, 'Europe/London');
    expect(figures.filter((row) => row.day !== null).reduce((sum, row) => sum + row.entries, 0)).toBeGreaterThan(800);
    await expectSameFigures();
  });

  it('after random updates (moves, changes of kind, mood and tags, soft deletes and restores) and deletes, in statements of many rows', async () => {
    for (let round = 0; round < 3; round += 1) await changeAtRandom(database.db, random, profileId, PERIODS);
    await expectSameFigures();
  });

  it('after an import written in batches of 500 in one transaction', async () => {
    const imported = Array.from({ length: 1_200 }, (_, index) => ({
      id: `imported-entry-${index}`.padEnd(21, 'y'),
      timestamp: randomInstant(random, PERIODS),
      // Random fields reach cases the import's schema narrows (a feeling without a category); the table takes them.
      entry: { ...randomEntryFields(random), images: null, specific_body_region: null } as unknown as NewEntry,
    }));
    const written = await database.db.transaction().execute((trx) => insertImportedEntries(trx, profileId, ownerId, imported));
    expect(written).toBe(1_200);
    await expectSameFigures();
  });

  it('keeps no emptied rows, and drops a journal’s rows with the journal', async () => {
    expect(await database.db.selectFrom('statistics_rollups').select('profile_id').where('entries', '<=', 0).execute()).toEqual([]);
    await database.db.deleteFrom('profiles').where('id', '=', profileId).execute();
    expect(await database.db.selectFrom('statistics_rollups').select('profile_id').where('profile_id', '=', profileId).execute()).toEqual([]);
  });
});
