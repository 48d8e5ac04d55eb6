import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser, shareProfile } from '../support/factories';
import { callerAs, createJournalOwner, setPlanUsage, signInAsJournalOwner } from '../support/journal';

const suggestion = { text: 'I am steady and safe.', theme: 'Trust', mood: 'calming' } as const;

describe.each(testEngines)('affirmation suggestions on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const planUsage = (userId: string) =>
    database.db.selectFrom('plans').select(['event_count', 'affirmation_count']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const storedEntries = (profileId: string) =>
    database.db.selectFrom('wellness_entries').select(['type', 'notes']).where('profile_id', '=', profileId).execute();

  it('offers the seven fixed suggestions of the spec to a journal without notes', async () => {
    const { profile, caller } = await createJournalOwner(database.db);
    const { suggestions } = await caller.affirmations.suggest({ profileId: profile.id });
    expect(suggestions.map(({ theme, mood }) => `${theme} (${mood})`)).toEqual([
      'Mindfulness (grateful)',
      'Self-worth (empowering)',
      'Resilience (motivational)',
      'Trust (calming)',
      'Empowerment (empowering)',
      'Self-care (healing)',
      'Positivity (motivational)',
    ]);
    expect(suggestions.every(({ text }) => text.length > 10)).toBe(true);
  });

  it('saves a chosen suggestion as an affirmation entry, counting an affirmation and an entry', async () => {
    const { user, profile, caller } = await createJournalOwner(database.db);
    const saved = await caller.affirmations.save({ profileId: profile.id, suggestion: { ...suggestion, text: '  I am steady and safe.  ' } });
    expect(saved).toMatchObject({ type: 'affirmation', notes: 'I am steady and safe.', intensity: null, mood_category: null });
    expect(await storedEntries(profile.id)).toEqual([{ type: 'affirmation', notes: 'I am steady and safe.' }]);
    expect(await planUsage(user.id)).toEqual({ event_count: 1, affirmation_count: 1 });
  });

  it('writes nothing once the free affirmation or entry limit is reached, and never limits pro', async () => {
    const { user, profile, caller } = await createJournalOwner(database.db);
    const save = () => caller.affirmations.save({ profileId: profile.id, suggestion });
    await setPlanUsage(database.db, user.id, { affirmation_count: 100, event_count: 10 });
    await expect(save()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Affirmation limit reached for Free plan. Please upgrade to Pro.' });
    await setPlanUsage(database.db, user.id, { affirmation_count: 10, event_count: 100 });
    await expect(save()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Entry limit reached for Free plan. Upgrade to Pro?' });
    expect(await storedEntries(profile.id)).toEqual([]);
    expect(await planUsage(user.id)).toEqual({ event_count: 100, affirmation_count: 10 });
    await setPlanUsage(database.db, user.id, { affirmation_count: 500, event_count: 500 }, 'pro');
    await expect(save()).resolves.toMatchObject({ type: 'affirmation' });
  });

  it('lets exactly 5 of 100 concurrent saves through for an owner at 95 of 100 affirmations', async () => {
    const { user, profile, caller } = await createJournalOwner(database.db);
    await setPlanUsage(database.db, user.id, { affirmation_count: 95, event_count: 0 });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => caller.affirmations.save({ profileId: profile.id, suggestion })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({ code: 'FORBIDDEN', message: 'Affirmation limit reached for Free plan. Please upgrade to Pro.' });
    expect(await storedEntries(profile.id)).toHaveLength(5);
    expect(await planUsage(user.id)).toEqual({ event_count: 5, affirmation_count: 100 });
  });

  it('tells the client AFFIRMATION_LIMIT_REACHED and explains bad input', async () => {
    const { client, user, profile } = await signInAsJournalOwner(database);
    const refusal = (input: unknown) =>
      client.affirmations.save.mutate({ profileId: profile.id, suggestion: input as typeof suggestion }).then(
        () => null,
        (error: { message: string; data: { reason?: string } }) => error,
      );
    expect((await refusal({ ...suggestion, text: '   ' }))?.message).toBe('An affirmation needs some words.');
    expect((await refusal({ ...suggestion, mood: 'angry' }))?.message).toBe(
      'Mood must be one of empowering, calming, motivational, grateful, healing.',
    );
    expect((await refusal({ ...suggestion, text: 'I am\u0000 safe.' }))?.message).toBe('Text cannot contain control characters.');
    expect((await refusal({ ...suggestion, theme: '\u0000' }))?.message).toBe('Text cannot contain control characters.');
    expect(await storedEntries(profile.id)).toEqual([]);
    await setPlanUsage(database.db, user.id, { affirmation_count: 100 });
    expect((await refusal(suggestion))?.data.reason).toBe('AFFIRMATION_LIMIT_REACHED');
  });

  it('needs editor access: a viewer can neither ask nor save', async () => {
    const { profile } = await createJournalOwner(database.db);
    const viewer = await createUser(database.db);
    await shareProfile(database.db, profile.id, viewer.id, 'viewer');
    const asViewer = callerAs(database.db, viewer);
    await expect(asViewer.affirmations.suggest({ profileId: profile.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(asViewer.affirmations.save({ profileId: profile.id, suggestion })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const stranger = callerAs(database.db, await createUser(database.db));
    await expect(stranger.affirmations.save({ profileId: profile.id, suggestion })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storedEntries(profile.id)).toEqual([]);
  });
});
