import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/worker/db/schema';
import { createCaller } from '../../src/worker/routers';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, testEngines } from '../support/database';
import { createEntry, createProfile, createUser, shareProfile } from '../support/factories';
import { outcomeOf } from '../support/trpc-outcome';

type User = Awaited<ReturnType<typeof createUser>>;
const callerIn = (db: Kysely<Database>, user: User, timeZone: string | null) => createCaller(createTestContext(db, { ...asSessionUser(user), timeZone }));

/** A month of sensations in Europe/London (GMT until the 29th, then BST), and one feeling. */
async function fixtureJournal(engine: (typeof testEngines)[number]) {
  const database = await createTestDatabase(engine);
  const owner = await createUser(database.db);
  const profileId = (await createProfile(database.db, owner.id)).id;
  const ids: Record<string, string> = {};
  const sensation = async (name: string, timestamp: string, fields: Record<string, unknown>) =>
    (ids[name] = (
      await createEntry(database.db, profileId, { timestamp: new Date(timestamp), type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', ...fields })
    ).id);
  await sensation('leftShoulder1', '2026-03-10T09:00:00Z', { body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 8 });
  await sensation('leftShoulder2', '2026-03-12T09:00:00Z', { body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 6 });
  await sensation('bothShoulders', '2026-03-14T09:00:00Z', { body_region: 'torso', specific_body_region: 'shoulders', body_side: 'both', intensity: 4 });
  await sensation('rightKneeItch', '2026-03-15T09:00:00Z', { sensation: 'itching', body_region: 'legs', specific_body_region: 'knees', body_side: 'right', intensity: 3 });
  await sensation('arms', '2026-03-16T09:00:00Z', { body_region: 'arms', intensity: 5 });
  await sensation('nowhere', '2026-03-17T09:00:00Z', { intensity: 7 });
  // 23:30 UTC on the 31st is 00:30 BST on 1 April: outside March in London, inside it in UTC.
  await sensation('lateNight', '2026-03-31T23:30:00Z', { body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 10 });
  await sensation('deleted', '2026-03-18T09:00:00Z', { body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 1, deleted: true });
  ids.feeling = (await createEntry(database.db, profileId, { timestamp: new Date('2026-03-18T09:00:00Z') })).id;
  return { database, owner, profileId, ids };
}

describe.each(testEngines)('the body map of a fixture journal (issue 38) on %s', (engine) => {
  let journal: Awaited<ReturnType<typeof fixtureJournal>>;
  beforeAll(async () => {
    journal = await fixtureJournal(engine);
  });
  afterAll(() => journal.database.dispose());

  const march = { from: '2026-03-01', to: '2026-03-31' };

  it('counts each place felt, its mean intensity and heat, in the reader’s zone, with the sensations of the range', async () => {
    const map = await callerIn(journal.database.db, journal.owner, 'Europe/London').patterns.bodyMap({ profileId: journal.profileId, ...march });
    expect(map).toMatchObject({ range: { ...march, days: 31 }, timeZone: 'Europe/London', sensation: null, entries: 6, unplaced: 1 });
    expect(map.sensations).toEqual([{ sensation: 'pain', entries: 5 }, { sensation: 'itching', entries: 1 }]);
    expect(map.places).toEqual([
      { key: 'torso.shoulders.left', label: 'Left shoulder', entries: 3, meanIntensity: 6, level: 4 },
      { key: 'torso.shoulders.right', label: 'Right shoulder', entries: 1, meanIntensity: 4, level: 2 },
      { key: 'legs.knees.right', label: 'Right knee', entries: 1, meanIntensity: 3, level: 2 },
      { key: 'arms', label: 'Arms, no area given', entries: 1, meanIntensity: 5, level: 2 },
    ]);
  });

  it('reads the days in UTC for an account with no zone, so the late entry belongs to March', async () => {
    const map = await callerIn(journal.database.db, journal.owner, null).patterns.bodyMap({ profileId: journal.profileId, ...march });
    expect(map.places[0]).toMatchObject({ key: 'torso.shoulders.left', entries: 4, meanIntensity: 7 });
  });

  it('narrows to one sensation', async () => {
    const map = await callerIn(journal.database.db, journal.owner, 'Europe/London').patterns.bodyMap({ profileId: journal.profileId, ...march, sensation: 'itching' });
    expect(map).toMatchObject({ sensation: 'itching', entries: 1, unplaced: 0, places: [{ key: 'legs.knees.right', entries: 1, level: 4 }] });
    expect(map.sensations).toHaveLength(2);
  });

  it('lets a viewer read it (the permission matrix checks the read is logged as body_map)', async () => {
    const reader = await createUser(journal.database.db);
    await shareProfile(journal.database.db, journal.profileId, reader.id, 'viewer');
    const map = await callerIn(journal.database.db, reader, 'Europe/London').patterns.bodyMap({ profileId: journal.profileId, from: '2026-03-10', to: '2026-03-12' });
    expect(map.places).toEqual([{ key: 'torso.shoulders.left', label: 'Left shoulder', entries: 2, meanIntensity: 7, level: 4 }]);
  });

  it('filters the feed to the entries of a place, its days and its sensation', async () => {
    const caller = callerIn(journal.database.db, journal.owner, 'Europe/London');
    const feltAt = async (place: string, sensation?: 'pain' | 'itching') =>
      (await caller.entries.list({ profileId: journal.profileId, body: { place, ...march, sensation } })).entries.map((entry) => entry.id).sort();
    expect(await feltAt('torso.shoulders.left')).toEqual([journal.ids.leftShoulder1, journal.ids.leftShoulder2, journal.ids.bothShoulders].sort());
    expect(await feltAt('torso.shoulders.right')).toEqual([journal.ids.bothShoulders]);
    expect(await feltAt('arms')).toEqual([journal.ids.arms]);
    expect(await feltAt('legs.knees.right', 'pain')).toEqual([]);
    expect(await feltAt('legs.knees.right', 'itching')).toEqual([journal.ids.rightKneeItch]);
    const page = await caller.entries.list({ profileId: journal.profileId, body: { place: 'torso.shoulders.left', ...march } });
    expect(page.entries[0]).toMatchObject({ body_region: 'torso', specific_body_region: 'shoulders', body_side: 'both' });
  });

  it('stores the side of a new sensation and refuses a side where there is none, or a place not on the map', async () => {
    const caller = callerIn(journal.database.db, journal.owner, 'Europe/London');
    const added = await caller.entries.add({ profileId: journal.profileId, entry: { type: 'physical', sensation: 'pain', body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 8 } });
    expect(added).toMatchObject({ body_region: 'torso', specific_body_region: 'shoulders', body_side: 'left', intensity: 8 });
    const sideless = await outcomeOf(caller.entries.add({ profileId: journal.profileId, entry: { type: 'physical', sensation: 'pain', body_region: 'head', specific_body_region: 'nose', body_side: 'left' } }));
    expect(sideless).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('A side can be given only for an area with sides, such as a shoulder or a knee.') });
    const elsewhere = await outcomeOf(caller.entries.list({ profileId: journal.profileId, body: { place: 'torso.tail', ...march } }));
    expect(elsewhere).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('That place is not on the body map.') });
    const tooLong = await outcomeOf(caller.patterns.bodyMap({ profileId: journal.profileId, from: '2020-01-01', to: '2026-01-01' }));
    expect(tooLong).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
