import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTRY_ID_CHANGED_MESSAGE,
  ENTRY_ID_DELETED_MESSAGE,
  ENTRY_ID_TAKEN_MESSAGE,
  LOGGED_AT_AHEAD_MESSAGE,
  LOGGED_AT_TOO_OLD_MESSAGE,
} from '../../src/shared/domain/offline-entries';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser, shareProfile } from '../support/factories';
import { callerAs, createJournalOwner, setEventCount, signInAsJournalOwner } from '../support/journal';

const happy = { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', notes: 'on the train' } as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(testEngines)('entries logged on a device, sent later (issue 37) on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const eventCount = async (userId: string) =>
    (await database.db.selectFrom('plans').select('event_count').where('user_id', '=', userId).executeTakeFirstOrThrow()).event_count;
  const storedIds = async (profileId: string) =>
    (await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profileId).execute()).map((row) => row.id);

  it("keeps the device's id and logging time", async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const id = nanoid();
    const loggedAt = ago(3 * 60 * MINUTE);
    const saved = await caller.entries.add({ profileId: profile.id, entry: happy, id, loggedAt });
    expect(saved).toMatchObject({ id, timestamp: loggedAt, notes: 'on the train' });
    expect((await caller.entries.list({ profileId: profile.id })).entries.map((entry) => [entry.id, entry.timestamp])).toEqual([[id, loggedAt]]);
  });

  it('answers a repeated send with the stored entry, counted once, however many arrive together', async () => {
    const { user, profile, caller } = await createJournalOwner(database.db);
    const id = nanoid();
    const loggedAt = ago(MINUTE);
    const first = await caller.entries.add({ profileId: profile.id, entry: happy, id, loggedAt });
    const again = await Promise.all(Array.from({ length: 5 }, () => caller.entries.add({ profileId: profile.id, entry: happy, id, loggedAt })));
    expect(again).toEqual(Array.from({ length: 5 }, () => first));
    expect(await storedIds(profile.id)).toEqual([id]);
    expect(await eventCount(user.id)).toBe(1);

    // A new id sent several times at once: one entry, one count.
    const other = nanoid();
    await Promise.all(Array.from({ length: 5 }, () => caller.entries.add({ profileId: profile.id, entry: happy, id: other, loggedAt })));
    expect((await storedIds(profile.id)).sort()).toEqual([id, other].sort());
    expect(await eventCount(user.id)).toBe(2);
  });

  it('answers the stored entry even at the plan limit, since it was counted when it was saved', async () => {
    const { user, profile, caller } = await createJournalOwner(database.db);
    await setEventCount(database.db, user.id, 99);
    const id = nanoid();
    const saved = await caller.entries.add({ profileId: profile.id, entry: happy, id });
    await expect(caller.entries.add({ profileId: profile.id, entry: happy, id })).resolves.toEqual(saved);
    expect(await eventCount(user.id)).toBe(100);
    await expect(caller.entries.add({ profileId: profile.id, entry: happy, id: nanoid() })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses the id with other content, from another profile or person, or after a delete, with readable messages', async () => {
    const { client, user, profile } = await signInAsJournalOwner(database);
    const id = nanoid();
    const loggedAt = ago(MINUTE);
    await client.entries.add.mutate({ profileId: profile.id, entry: happy, id, loggedAt });
    const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: Error) => error.message);

    expect(await refusal(client.entries.add.mutate({ profileId: profile.id, entry: { ...happy, notes: 'edited' }, id, loggedAt }))).toBe(
      ENTRY_ID_CHANGED_MESSAGE,
    );
    // The time is the device's, kept from the first send: another one does not make another entry.
    const resent = await client.entries.add.mutate({ profileId: profile.id, entry: happy, id, loggedAt: ago(2 * MINUTE) });
    expect(resent.timestamp).toBe(loggedAt);

    const stranger = await createJournalOwner(database.db);
    await expect(stranger.caller.entries.add({ profileId: stranger.profile.id, entry: happy, id, loggedAt })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ENTRY_ID_TAKEN_MESSAGE,
    });
    const editor = await createUser(database.db);
    await shareProfile(database.db, profile.id, editor.id, 'editor');
    await expect(callerAs(database.db, editor).entries.add({ profileId: profile.id, entry: happy, id, loggedAt })).rejects.toMatchObject({
      message: ENTRY_ID_TAKEN_MESSAGE,
    });

    await client.entries.delete.mutate({ profileId: profile.id, id });
    expect(await refusal(client.entries.add.mutate({ profileId: profile.id, entry: happy, id, loggedAt }))).toBe(ENTRY_ID_DELETED_MESSAGE);
    expect(await storedIds(stranger.profile.id)).toEqual([]);
    expect(await eventCount(user.id)).toBe(1);
  });

  it('refuses a malformed id or time with readable messages', async () => {
    const { client, profile } = await signInAsJournalOwner(database);
    const refusal = (input: object) =>
      client.entries.add.mutate({ profileId: profile.id, entry: happy, ...input } as never).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    expect(await refusal({ id: 'short' })).toBe('An entry id must be 21 letters, digits, - or _.');
    expect(await refusal({ id: `${'a'.repeat(20)}/` })).toBe('An entry id must be 21 letters, digits, - or _.');
    expect(await refusal({ loggedAt: 'yesterday' })).toBe('The time an entry was logged must be a date and time.');
  });

  it('keeps a logging time up to 5 minutes ahead and 30 days back, and refuses one beyond', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const add = (loggedAt: string) => caller.entries.add({ profileId: profile.id, entry: happy, id: nanoid(), loggedAt });
    await expect(add(ago(-4 * MINUTE))).resolves.toMatchObject({ type: 'emotional' });
    await expect(add(ago(29 * DAY))).resolves.toMatchObject({ type: 'emotional' });
    await expect(add(ago(-6 * MINUTE))).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LOGGED_AT_AHEAD_MESSAGE });
    await expect(add(ago(31 * DAY))).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LOGGED_AT_TOO_OLD_MESSAGE });
    expect(await storedIds(profile.id)).toHaveLength(2);
  });
});
