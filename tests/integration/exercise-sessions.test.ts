import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createProfile, createUser, shareProfile } from '../support/factories';
import { callerAs, createJournalOwner, signInAsJournalOwner } from '../support/journal';
import { outcomeOf } from '../support/trpc-outcome';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (distressBefore: number | null, distressAfter: number | null, startedAt = minutesAgo(10)) => ({
  startedAt,
  durationSeconds: 300,
  phaseReached: 'installation' as const,
  sourceEntryId: null,
  distressBefore,
  distressAfter,
});

describe.each(testEngines)('eye-movement exercise sessions on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('stores each session and averages the change over the sessions rated before and after', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const profileId = profile.id;
    await caller.exercise.recordSession({ profileId, ...session(8, 4, minutesAgo(30)) });
    await caller.exercise.recordSession({ profileId, ...session(6, 5, minutesAgo(20)) });
    await caller.exercise.recordSession({ profileId, ...session(7, null, minutesAgo(10)) });
    const { sessions, rated, averageChange } = await caller.exercise.sessions({ profileId });
    expect(sessions.map((stored) => [stored.distressBefore, stored.distressAfter])).toEqual([
      [7, null],
      [6, 5],
      [8, 4],
    ]);
    expect({ rated, averageChange }).toEqual({ rated: 2, averageChange: -2.5 });
  });

  it("keeps the source entry only when it is the journal's own", async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const own = await createEntry(database.db, profile.id, { mood_category: 'negative', specific_mood: 'afraid', intensity: 8 });
    const other = await createJournalOwner(database.db);
    const foreign = await createEntry(database.db, other.profile.id);
    await caller.exercise.recordSession({ profileId: profile.id, ...session(5, 3), sourceEntryId: own.id });
    await caller.exercise.recordSession({ profileId: profile.id, ...session(5, 3), sourceEntryId: foreign.id });
    const stored = await database.db.selectFrom('exercise_sessions').select('source_entry_id').where('profile_id', '=', profile.id).orderBy('created_at').execute();
    expect(stored.map((row) => row.source_entry_id)).toEqual([own.id, null]);
  });

  it('lets a viewer read the sessions but not record one', async () => {
    const owner = await createUser(database.db);
    const { id: profileId } = await createProfile(database.db, owner.id);
    const viewer = await createUser(database.db);
    await shareProfile(database.db, profileId, viewer.id, 'viewer');
    await callerAs(database.db, owner).exercise.recordSession({ profileId, ...session(9, 2) });
    const asViewer = callerAs(database.db, viewer);
    expect((await asViewer.exercise.sessions({ profileId })).averageChange).toBe(-7);
    await expect(asViewer.exercise.recordSession({ profileId, ...session(1, 1) })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('explains a bad rating, duration or start time, and stores nothing', async () => {
    const { client, profile } = await signInAsJournalOwner(database);
    const record = (changes: object) => outcomeOf(client.exercise.recordSession.mutate({ profileId: profile.id, ...session(5, 5), ...changes }));
    expect(await record({ distressBefore: 11 })).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: 'Distress is rated from 0 to 10.' });
    expect(await record({ distressAfter: 2.5 })).toMatchObject({ ok: false, message: 'Distress is rated from 0 to 10.' });
    expect(await record({ durationSeconds: -1 })).toMatchObject({ ok: false, message: 'A session lasts from 0 seconds to 2 hours.' });
    expect(await record({ startedAt: minutesAgo(2 * 24 * 60) })).toMatchObject({ ok: false, message: 'A session must have started within the last day.' });
    expect(await record({ startedAt: 'yesterday' })).toMatchObject({ ok: false, message: 'A session must have started within the last day.' });
    expect(await record({ phaseReached: 'sleeping' })).toMatchObject({ ok: false, message: 'Phase must be one of desensitization, reprocessing, installation.' });
    expect(await database.db.selectFrom('exercise_sessions').select('id').where('profile_id', '=', profile.id).execute()).toEqual([]);
  });
});
