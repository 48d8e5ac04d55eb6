import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEntry } from '../../src/shared/schemas/entries';
import { insertImportedEntries } from '../../src/worker/db/journal-import';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { changeAtRandom, insertRandomEntries, randomEntryFields, randomInstant, seededRandom } from '../support/random-journal';
import { keptTimelineBuckets, timelineBucketsFromEntries } from '../support/timeline-from-entries';

/*
 * Issue 39: the timeline's buckets, now kept incrementally (migration 0017), must be what a full
 * recompute from the entries gives, after random inserts, updates (moves between buckets, changes
 * of kind and intensity, soft deletes and restores, notes written and cleared) and deletes, many
 * rows a statement, and after an import written in batches. A dozen busy buckets, so that values and
 * whole-minute times tie and the latest of equals decides.
 */

const PERIODS = [
  [Date.parse('2026-06-01T00:00:00Z'), Date.parse('2026-06-02T00:00:00Z')],
  [Date.parse('2026-06-03T10:00:00Z'), Date.parse('2026-06-03T14:00:00Z')],
] as const;

describe.each(testEngines)('the incremental timeline buckets equal a full recompute (issue 39) on %s', { timeout: 120_000 }, (engine) => {
  let database: TestDatabase;
  let profileId: string;
  let ownerId: string;
  const random = seededRandom(39);
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ownerId = (await createUser(database.db)).id;
    profileId = (await createProfile(database.db, ownerId)).id;
  });
  afterAll(() => database.dispose());

  const expectRecomputed = async () => expect(await keptTimelineBuckets(database.db, profileId)).toEqual(await timelineBucketsFromEntries(database.db, profileId));

  it('after random inserts, one by one and many rows a statement', async () => {
    await insertRandomEntries(database.db, random, profileId, 1_500, PERIODS);
    for (let index = 0; index < 40; index += 1) await insertRandomEntries(database.db, random, profileId, 1, PERIODS);
    expect((await keptTimelineBuckets(database.db, profileId)).length).toBeGreaterThan(6);
    await expectRecomputed();
  });

  it('after random updates and deletes, each kind many rows a statement, round after round', async () => {
    for (let round = 0; round < 4; round += 1) {
      await changeAtRandom(database.db, random, profileId, PERIODS);
      await expectRecomputed();
    }
  });

  it('after an import written in batches of 500 in one transaction', async () => {
    const imported = Array.from({ length: 1_100 }, (_, index) => ({
      id: `timeline-import-${index}`.padEnd(21, 'z'),
      timestamp: randomInstant(random, PERIODS),
      // Random fields reach cases the import's schema narrows; the table takes them.
      entry: { ...randomEntryFields(random), images: null, specific_body_region: null } as unknown as NewEntry,
    }));
    await database.db.transaction().execute((trx) => insertImportedEntries(trx, profileId, ownerId, imported));
    await expectRecomputed();
  });

  it('after every entry is deleted, keeps no bucket', async () => {
    await database.db.deleteFrom('wellness_entries').where('profile_id', '=', profileId).execute();
    expect(await keptTimelineBuckets(database.db, profileId)).toEqual([]);
  });
});
