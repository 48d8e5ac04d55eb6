import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser, shareProfile } from '../support/factories';
import { callerAs, createJournalOwner, setEventCount, signInAsJournalOwner } from '../support/journal';

const happy = { type: 'emotional', mood_category: 'positive', specific_mood: 'happy' } as const;

describe.each(testEngines)('journal entries on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  describe('add', () => {
    it('stores an emotional entry with the default tags and intensity 5', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const entry = await caller.entries.add({ profileId: profile.id, entry: { ...happy, notes: '  sunny walk  ', images: [] } });
      expect(entry).toMatchObject({
        type: 'emotional',
        mood_category: 'positive',
        specific_mood: 'happy',
        intensity: 5,
        trigger: 'other',
        location: 'indoor',
        social: 'alone',
        environment: 'offline',
        time_frame: 'recent',
        notes: 'sunny walk',
        images: null,
      });
      expect(entry.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(Date.now() - new Date(entry.timestamp).getTime()).toBeLessThan(60_000);
    });

    it('stores physical entries with a region, affirmations without intensity, and blank notes as null', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const physical = await caller.entries.add({
        profileId: profile.id,
        entry: { type: 'physical', sensation: 'pain', body_region: 'head', specific_body_region: 'eyes', intensity: 8 },
      });
      expect(physical).toMatchObject({ sensation: 'pain', body_region: 'head', specific_body_region: 'eyes', intensity: 8, mood_category: null });
      const affirmation = await caller.entries.add({ profileId: profile.id, entry: { type: 'affirmation', notes: 'I am enough.' } });
      expect(affirmation).toMatchObject({ type: 'affirmation', intensity: null, notes: 'I am enough.' });
      const blank = await caller.entries.add({ profileId: profile.id, entry: { ...happy, notes: '   ' } });
      expect(blank.notes).toBeNull();
    });

    it('migrates a legacy single mood', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const entry = await caller.entries.add({ profileId: profile.id, entry: { type: 'emotional', mood: 'neutral' } });
      expect(entry).toMatchObject({ mood_category: 'neutral', specific_mood: 'calm' });
    });

    it('refuses bad values with readable messages', async () => {
      const { client, profile } = await signInAsJournalOwner(database);
      const refused = (entry: unknown) =>
        client.entries.add.mutate({ profileId: profile.id, entry: entry as never }).then(
          () => 'accepted',
          (error: Error) => error.message,
        );
      expect(await refused({ ...happy, intensity: 11 })).toBe('Intensity must be a number from 0 to 10.');
      expect(await refused({ ...happy, intensity: 2.5 })).toBe('Intensity must be a whole number from 0 to 10.');
      expect(await refused({ ...happy, specific_mood: 'sad' })).toBe('Choose a mood from the list.');
      expect(await refused({ ...happy, location: 'space' })).toBe('Location must be indoor or outdoor.');
      expect(await refused({ ...happy, notes: 'x'.repeat(10_001) })).toBe('Notes can be at most 10,000 characters.');
      expect(await refused({ type: 'dream' })).toMatch(/Entry type must be one of emotional, physical, affirmation/);
      expect(await refused({ ...happy, images: ['../../etc/passwd'] })).toBe('That image is not one of your uploads.');
      expect(await refused({ ...happy, notes: 'before\u0000after' })).toBe('Text cannot contain control characters.');
      expect(await refused({ ...happy, notes: 'bell\u0007' })).toBe('Text cannot contain control characters.');
    });

    it('keeps tabs and line breaks in notes', async () => {
      const { client, profile } = await signInAsJournalOwner(database);
      const entry = await client.entries.add.mutate({ profileId: profile.id, entry: { ...happy, notes: 'one\ttwo\r\nthree' } });
      expect(entry.notes).toBe('one\ttwo\r\nthree');
    });
  });

  describe('the free-plan quota', () => {
    it('lets exactly 5 of 100 concurrent adds through for an owner at 95 of 100', async () => {
      const { user, profile, caller } = await createJournalOwner(database.db);
      await setEventCount(database.db, user.id, 95);
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, () => caller.entries.add({ profileId: profile.id, entry: happy })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
      expect(refusal.reason).toMatchObject({ code: 'FORBIDDEN', message: 'Entry limit reached for Free plan. Upgrade to Pro?' });
      const stored = await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profile.id).execute();
      expect(stored).toHaveLength(5);
      const plan = await database.db.selectFrom('plans').select('event_count').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(plan.event_count).toBe(100);
    });

    it('creates a missing plan row once when the first adds arrive together', async () => {
      const { user, profile, caller } = await createJournalOwner(database.db);
      await Promise.all(Array.from({ length: 10 }, () => caller.entries.add({ profileId: profile.id, entry: happy })));
      const plans = await database.db.selectFrom('plans').select(['plan_type', 'event_count']).where('user_id', '=', user.id).execute();
      expect(plans).toEqual([{ plan_type: 'free', event_count: 10 }]);
    });

    it("counts against the profile owner's plan, and never limits pro", async () => {
      const { user: owner, profile } = await createJournalOwner(database.db);
      const editor = await createUser(database.db);
      await shareProfile(database.db, profile.id, editor.id, 'editor');
      await setEventCount(database.db, owner.id, 100);
      await expect(callerAs(database.db, editor).entries.add({ profileId: profile.id, entry: happy })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await setEventCount(database.db, owner.id, 100, 'pro');
      await expect(callerAs(database.db, editor).entries.add({ profileId: profile.id, entry: happy })).resolves.toMatchObject(happy);
    });

    it('tells the client the spec code EVENT_LIMIT_REACHED', async () => {
      const { client, user, profile } = await signInAsJournalOwner(database);
      await setEventCount(database.db, user.id, 100);
      const error = await client.entries.add.mutate({ profileId: profile.id, entry: happy }).catch((caught: { data: unknown }) => caught);
      expect((error as { data: { reason: string } }).data.reason).toBe('EVENT_LIMIT_REACHED');
    });
  });

  describe('access', () => {
    it('lets a viewer read but not write, and answers a stranger NOT_FOUND', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const entry = await caller.entries.add({ profileId: profile.id, entry: happy });
      const viewer = await createUser(database.db);
      await shareProfile(database.db, profile.id, viewer.id, 'viewer');
      const asViewer = callerAs(database.db, viewer);
      expect((await asViewer.entries.list({ profileId: profile.id })).entries.map((e) => e.id)).toEqual([entry.id]);
      for (const write of [
        () => asViewer.entries.add({ profileId: profile.id, entry: happy }),
        () => asViewer.entries.update({ profileId: profile.id, id: entry.id, patch: { notes: 'x' } }),
        () => asViewer.entries.delete({ profileId: profile.id, id: entry.id }),
        () => asViewer.entries.clear({ profileId: profile.id }),
      ]) {
        await expect(write()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      }
      const stranger = callerAs(database.db, await createUser(database.db));
      await expect(stranger.entries.list({ profileId: profile.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(stranger.entries.delete({ profileId: profile.id, id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('cannot reach an entry of another profile through its own', async () => {
      const alice = await createJournalOwner(database.db);
      const bob = await createJournalOwner(database.db);
      const entry = await alice.caller.entries.add({ profileId: alice.profile.id, entry: happy });
      await expect(bob.caller.entries.update({ profileId: bob.profile.id, id: entry.id, patch: { notes: 'mine now' } })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(bob.caller.entries.delete({ profileId: bob.profile.id, id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('update, delete and clear', () => {
    it('updates notes, tags and intensity, and refuses intensity on an affirmation', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const entry = await caller.entries.add({ profileId: profile.id, entry: happy });
      const updated = await caller.entries.update({
        profileId: profile.id,
        id: entry.id,
        patch: { notes: '**bold** move', location: 'outdoor', social: 'withOthers', environment: 'online', time_frame: 'yesterday', intensity: 9 },
      });
      expect(updated).toMatchObject({ notes: '**bold** move', location: 'outdoor', social: 'withOthers', intensity: 9, trigger: 'other' });
      const cleared = await caller.entries.update({ profileId: profile.id, id: entry.id, patch: { notes: '  ' } });
      expect(cleared.notes).toBeNull();

      const affirmation = await caller.entries.add({ profileId: profile.id, entry: { type: 'affirmation', notes: 'I can.' } });
      await expect(caller.entries.update({ profileId: profile.id, id: affirmation.id, patch: { intensity: 3 } })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      expect((await caller.entries.update({ profileId: profile.id, id: affirmation.id, patch: { notes: 'I will.' } })).notes).toBe('I will.');
    });

    it('refuses control characters in edited notes with a readable message, over HTTP', async () => {
      const { client, profile } = await signInAsJournalOwner(database);
      const entry = await client.entries.add.mutate({ profileId: profile.id, entry: { ...happy, notes: 'kept' } });
      await expect(client.entries.update.mutate({ profileId: profile.id, id: entry.id, patch: { notes: 'a\u0000b' } })).rejects.toMatchObject({
        message: 'Text cannot contain control characters.',
        data: { code: 'BAD_REQUEST', httpStatus: 400 },
      });
      expect((await client.entries.list.query({ profileId: profile.id })).entries[0]?.notes).toBe('kept');
    });

    it('soft-deletes: the entry disappears from the feed but stays stored', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      const entry = await caller.entries.add({ profileId: profile.id, entry: happy });
      await caller.entries.delete({ profileId: profile.id, id: entry.id });
      expect((await caller.entries.list({ profileId: profile.id })).entries).toEqual([]);
      const row = await database.db.selectFrom('wellness_entries').select('deleted').where('id', '=', entry.id).executeTakeFirstOrThrow();
      expect(row.deleted).toBe(true);
      await expect(caller.entries.delete({ profileId: profile.id, id: entry.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('clears all entries of the current profile only', async () => {
      const { user, profile, caller } = await createJournalOwner(database.db);
      const other = await database.db
        .insertInto('profiles')
        .values({ owner_user_id: user.id, name: 'Child', initial: 'C' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await caller.entries.add({ profileId: profile.id, entry: happy });
      await caller.entries.add({ profileId: profile.id, entry: happy });
      const kept = await caller.entries.add({ profileId: other.id, entry: happy });
      expect(await caller.entries.clear({ profileId: profile.id })).toEqual({ cleared: 2 });
      expect((await caller.entries.list({ profileId: profile.id })).entries).toEqual([]);
      expect((await caller.entries.list({ profileId: other.id })).entries.map((e) => e.id)).toEqual([kept.id]);
    });
  });

  describe('list', () => {
    it('pages newest first and returns every entry exactly once while new ones are added', async () => {
      const { user, profile, caller } = await createJournalOwner(database.db);
      await setEventCount(database.db, user.id, 0, 'pro');
      const base = Date.parse('2026-05-01T12:00:00Z');
      await database.db
        .insertInto('wellness_entries')
        .values(
          Array.from({ length: 130 }, (_, index) => ({
            id: `entry-${String(index).padStart(15, '0')}`,
            profile_id: profile.id,
            type: 'emotional' as const,
            mood_category: 'neutral' as const,
            specific_mood: 'calm',
            intensity: 5,
            // pairs share a timestamp, so the id must break ties
            timestamp: new Date(base - Math.floor(index / 2) * 60_000),
          })),
        )
        .execute();

      const seen: string[] = [];
      let cursor: { timestamp: string; id: string } | null = null;
      let pages = 0;
      do {
        const page = await caller.entries.list({ profileId: profile.id, cursor, limit: 50 });
        seen.push(...page.entries.map((entry) => entry.id));
        cursor = page.nextCursor;
        pages += 1;
        await caller.entries.add({ profileId: profile.id, entry: happy }); // a newer entry arrives meanwhile
      } while (cursor);

      expect(pages).toBe(3);
      const stored = seen.filter((id) => id.startsWith('entry-'));
      expect(stored).toHaveLength(130);
      expect(new Set(stored).size).toBe(130);
      const expectedOrder = Array.from({ length: 130 }, (_, index) => index)
        .sort((a, b) => Math.floor(a / 2) - Math.floor(b / 2) || b - a)
        .map((index) => `entry-${String(index).padStart(15, '0')}`);
      expect(stored).toEqual(expectedOrder);
    });

    it('refuses a cursor or page size no feed page sends, with readable messages', async () => {
      const { client, profile } = await signInAsJournalOwner(database);
      const refused = (input: Record<string, unknown>) =>
        client.entries.list.query({ profileId: profile.id, ...input }).then(
          () => 'accepted',
          (error: Error) => error.message,
        );
      const lostPage = 'That page of entries cannot be found. Reload the feed.';
      const id = 'abcdefghij0123456789_';
      for (const timestamp of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '1969-12-31T23:59:59Z', 'yesterday']) {
        expect(await refused({ cursor: { timestamp, id } })).toBe(lostPage);
      }
      expect(await refused({ cursor: { timestamp: '2026-05-01T12:00:00+02:00', id: 'x' } })).toBe(lostPage);
      expect(await refused({ cursor: 'page-2' })).toBe(lostPage);
      expect(await refused({ cursor: { timestamp: '2026-05-01T12:00:00+02:00', id } })).toBe('accepted');
      for (const limit of [0, 101, 2.5, 1e20, '10']) {
        expect(await refused({ limit })).toBe('A page can show from 1 to 100 entries.');
      }
      expect(await refused({ type: 'dream' })).toBe('Entry type must be one of emotional, physical, affirmation.');
    });

    it('filters by type', async () => {
      const { profile, caller } = await createJournalOwner(database.db);
      await caller.entries.add({ profileId: profile.id, entry: happy });
      await caller.entries.add({ profileId: profile.id, entry: { type: 'physical', sensation: 'itching' } });
      const physical = await caller.entries.list({ profileId: profile.id, type: 'physical' });
      expect(physical.entries.map((entry) => entry.type)).toEqual(['physical']);
    });
  });
});
