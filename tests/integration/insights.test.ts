import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/worker/db/schema';
import { DomainError } from '../../src/worker/domain-error';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createInsight, createProfile, createUser, shareProfile } from '../support/factories';
import { callerAs, setPlanUsage } from '../support/journal';
import { generatedInsight, scriptedAi } from '../support/scripted-ai';

type Fields = Parameters<typeof createEntry>[2];
const stressedAtWork: Fields = { mood_category: 'negative', specific_mood: 'stressed', intensity: 7, trigger: 'work', notes: 'Deadline at work.' };

async function journalWith(db: Kysely<Database>, entries: Fields[]) {
  const user = await createUser(db);
  const profile = await createProfile(db, user.id);
  const ids = [];
  for (const [index, fields] of entries.entries()) {
    ids.push((await createEntry(db, profile.id, { timestamp: new Date(Date.UTC(2026, 9, 1 + index, 9)), ...fields })).id);
  }
  return { user, profile, ids };
}

describe.each(testEngines)('AI insights on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const storedInsights = (profileId: string) =>
    database.db.selectFrom('user_insights').select(['title', 'strength', 'related_entries']).where('profile_id', '=', profileId).execute();
  const insightCount = async (userId: string) =>
    (await database.db.selectFrom('plans').select('insight_count').where('user_id', '=', userId).executeTakeFirst())?.insight_count ?? 0;

  it('stays locked until five non-deleted, non-affirmation entries have notes', async () => {
    const { user, profile } = await journalWith(database.db, [
      { notes: 'One' },
      { notes: 'Two' },
      { notes: '   ' },
      { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null, notes: 'I am calm.' },
      { notes: 'Deleted', deleted: true },
      { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', notes: 'Headache' },
    ]);
    const caller = callerAs(database.db, user);
    expect((await caller.insights.overview({ profileId: profile.id })).lock).toEqual({ notedEntries: 3, remaining: 2 });
    await createEntry(database.db, profile.id, { notes: 'Four' });
    await createEntry(database.db, profile.id, { notes: 'Five' });
    const overview = await caller.insights.overview({ profileId: profile.id });
    expect(overview).toMatchObject({ lock: { notedEntries: 5, remaining: 0 }, insights: [], canManage: true, provider: 'Attune local engine' });
    expect(overview.metrics).toEqual({ lastAnalysisDate: null, entriesAnalyzed: 0, patternsFound: 0, strongPatterns: 0 });
  });

  it('needs five emotional entries, says how many there are, and asks no provider', async () => {
    const { user, profile } = await journalWith(database.db, Array.from({ length: 4 }, () => stressedAtWork));
    await createEntry(database.db, profile.id, { type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain' });
    const ai = scriptedAi();
    await expect(callerAs(database.db, user, { ai: ai.provider }).insights.generate({ profileId: profile.id })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Need at least 5 emotional entries. Found 4.',
    });
    expect(ai.insightRequests).toEqual([]);
  });

  it('analyses everything first, then only what changed, with the three newest insights as context', async () => {
    const { user, profile, ids } = await journalWith(database.db, Array.from({ length: 6 }, () => stressedAtWork));
    const ai = scriptedAi([
      [generatedInsight('Work weighs on you', ids.slice(0, 4), 0.9), generatedInsight('Mornings are hard', ids.slice(4), 0.55), generatedInsight('Weekly rhythm', ids, 0.3)],
      [generatedInsight('A new week', ids.slice(0, 1), 0.6)],
    ]);
    const caller = callerAs(database.db, user, { ai: ai.provider });
    await setPlanUsage(database.db, user.id, {}, 'pro');

    const first = await caller.insights.generate({ profileId: profile.id });
    expect(first).toMatchObject({ status: 'generated', mode: 'initial' });
    expect(ai.insightRequests[0]!.entries.map((entry) => entry.id)).toEqual(ids);
    expect(ai.insightRequests[0]!.context).toEqual([]);
    if (first.status !== 'generated') throw new Error('expected insights');
    expect(first.insights.map(({ title, strength, relatedEntryIds }) => ({ title, strength, evidence: relatedEntryIds.length }))).toEqual([
      { title: 'Work weighs on you', strength: 'strong', evidence: 4 },
      { title: 'Mornings are hard', strength: 'moderate', evidence: 2 },
      { title: 'Weekly rhythm', strength: 'weak', evidence: 6 },
    ]);
    expect(first.metrics).toMatchObject({ entriesAnalyzed: 6, patternsFound: 3, strongPatterns: 1 });
    expect(first.metrics.lastAnalysisDate).not.toBeNull();

    // Nothing changed: the provider is not asked again.
    expect(await caller.insights.generate({ profileId: profile.id })).toMatchObject({ status: 'up_to_date', message: 'Insights are up to date!' });
    expect(ai.insightRequests).toHaveLength(1);

    const added = await createEntry(database.db, profile.id, { ...stressedAtWork, timestamp: new Date(Date.UTC(2026, 9, 20)) });
    await database.db.updateTable('wellness_entries').set({ notes: 'Edited note', updated_at: new Date() }).where('id', '=', ids[0]!).execute();
    const second = await caller.insights.generate({ profileId: profile.id });
    expect(second).toMatchObject({ status: 'generated', mode: 'incremental', insights: [{ title: 'A new week' }] });
    expect(ai.insightRequests[1]!.entries.map((entry) => entry.id).sort()).toEqual([ids[0], added.id].sort());
    expect(ai.insightRequests[1]!.journal).toHaveLength(7);
    expect(ai.insightRequests[1]!.context.map((insight) => insight.title)).toEqual(['Work weighs on you', 'Mornings are hard', 'Weekly rhythm']);
    expect(ai.insightRequests[1]!.knownPatternTypes).toHaveLength(3);

    const overview = await caller.insights.overview({ profileId: profile.id });
    expect(overview.insights.map((insight) => insight.title)).toEqual(['A new week', 'Work weighs on you', 'Mornings are hard', 'Weekly rhythm']);
    expect(overview.metrics).toMatchObject({ entriesAnalyzed: 7, patternsFound: 4, strongPatterns: 1 });
  });

  it('cuts a batch to what the free plan has left, counts it with the insights, then refuses before asking', async () => {
    const { user, profile, ids } = await journalWith(database.db, Array.from({ length: 5 }, () => stressedAtWork));
    await setPlanUsage(database.db, user.id, { insight_count: 2 });
    const ai = scriptedAi([['One', 'Two', 'Three'].map((title) => generatedInsight(title, ids))]);
    const caller = callerAs(database.db, user, { ai: ai.provider });
    const result = await caller.insights.generate({ profileId: profile.id });
    expect(result.status === 'generated' && result.insights.map((insight) => insight.title)).toEqual(['One', 'Two']);
    expect(await insightCount(user.id)).toBe(4);

    await createEntry(database.db, profile.id, stressedAtWork);
    await expect(caller.insights.generate({ profileId: profile.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Insight limit reached for Free plan. Upgrade to Pro for unlimited insights.',
    });
    expect(ai.insightRequests).toHaveLength(1);
    expect(await storedInsights(profile.id)).toHaveLength(2);
  });

  it('stores nothing, and does not mark the journal analysed, when the provider fails', async () => {
    const { user, profile } = await journalWith(database.db, Array.from({ length: 5 }, () => stressedAtWork));
    const ai = scriptedAi([new DomainError('BAD_GATEWAY', 'OpenAI API error: Rate limit reached')]);
    const caller = callerAs(database.db, user, { ai: ai.provider });
    await expect(caller.insights.generate({ profileId: profile.id })).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'OpenAI API error: Rate limit reached',
    });
    expect(await storedInsights(profile.id)).toEqual([]);
    expect(await insightCount(user.id)).toBe(0);
    expect((await caller.insights.overview({ profileId: profile.id })).metrics.lastAnalysisDate).toBeNull();
  });

  it('generates real insights with the local engine on the default host', async () => {
    const { user, profile } = await journalWith(database.db, [
      ...Array.from({ length: 7 }, () => stressedAtWork),
      { mood_category: 'positive', specific_mood: 'content', trigger: 'work', notes: 'Good meeting.' },
      ...Array.from({ length: 4 }, () => ({ mood_category: 'positive', specific_mood: 'happy', trigger: 'family', notes: 'Dinner together.' }) as const),
    ]);
    await setPlanUsage(database.db, user.id, {}, 'pro');
    const result = await callerAs(database.db, user).insights.generate({ profileId: profile.id });
    expect(result.status).toBe('generated');
    const stored = await storedInsights(profile.id);
    expect(stored.length).toBeGreaterThan(0);
    const entryIds = new Set((await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', profile.id).execute()).map((row) => row.id));
    expect(stored.every((insight) => insight.related_entries.length > 0 && insight.related_entries.every((id) => entryIds.has(id)))).toBe(true);
  });

  it('lets owners and editors delete one or clear all, and viewers only read', async () => {
    const { user, profile } = await journalWith(database.db, []);
    const [first, second] = [await createInsight(database.db, profile.id), await createInsight(database.db, profile.id)];
    const viewer = await createUser(database.db);
    await shareProfile(database.db, profile.id, viewer.id, 'viewer');
    const asViewer = callerAs(database.db, viewer);
    expect(await asViewer.insights.overview({ profileId: profile.id })).toMatchObject({ canManage: false, insights: [{}, {}] });
    await expect(asViewer.insights.delete({ profileId: profile.id, id: first.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to delete insights for this profile.',
    });
    await expect(asViewer.insights.clear({ profileId: profile.id })).rejects.toMatchObject({
      message: 'You do not have permission to clear insights for this profile.',
    });
    await expect(asViewer.insights.generate({ profileId: profile.id })).rejects.toMatchObject({
      message: 'You do not have permission to generate insights for this profile.',
    });

    const owner = callerAs(database.db, user);
    const other = await journalWith(database.db, []);
    const foreign = await createInsight(database.db, other.profile.id);
    await expect(owner.insights.delete({ profileId: profile.id, id: foreign.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(owner.insights.delete({ profileId: profile.id, id: 'not-an-id' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await storedInsights(other.profile.id)).toHaveLength(1);
    expect(await owner.insights.delete({ profileId: profile.id, id: first.id })).toEqual({ id: first.id });
    expect((await owner.insights.overview({ profileId: profile.id })).insights.map((insight) => insight.id)).toEqual([second.id]);
    expect(await owner.insights.clear({ profileId: profile.id })).toEqual({ cleared: 1 });
    expect(await storedInsights(profile.id)).toEqual([]);
  });

  it('lists exactly an insight’s evidence in the feed', async () => {
    const { user, profile, ids } = await journalWith(database.db, Array.from({ length: 6 }, () => stressedAtWork));
    const other = await journalWith(database.db, [stressedAtWork]);
    const caller = callerAs(database.db, user);
    const page = await caller.entries.list({ profileId: profile.id, ids: [ids[1]!, ids[4]!, other.ids[0]!] });
    expect(page.entries.map((entry) => entry.id)).toEqual([ids[4], ids[1]]);
    expect((await caller.entries.list({ profileId: profile.id, ids: [] })).entries).toEqual([]);
  });
});

describe.each(testEngines)('affirmation suggestions and exercise words on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('personalises from the entries since the last affirmation, else the three most recent', async () => {
    const { user, profile, ids } = await journalWith(database.db, [
      { notes: 'Old' },
      { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null, notes: 'I am enough.' },
      { notes: 'After one' },
      { notes: 'After two' },
    ]);
    const ai = scriptedAi();
    const caller = callerAs(database.db, user, { ai: ai.provider });
    const { suggestions } = await caller.affirmations.suggest({ profileId: profile.id });
    expect(suggestions).toHaveLength(7);
    expect(ai.affirmationRequests[0]!.entries.map((entry) => entry.id)).toEqual([ids[3], ids[2]]);

    await createEntry(database.db, profile.id, { type: 'affirmation', mood_category: null, specific_mood: null, intensity: null, timestamp: new Date(Date.UTC(2026, 10, 1)) });
    await caller.affirmations.suggest({ profileId: profile.id });
    expect(ai.affirmationRequests[1]!.entries.map((entry) => entry.id)).toEqual([ids[3], ids[2], ids[0]]);
  });

  it('offers the fixed defaults without asking a provider when no source entry has notes', async () => {
    const { user, profile } = await journalWith(database.db, [{ notes: null }, { notes: '  ' }]);
    const ai = scriptedAi();
    const { suggestions } = await callerAs(database.db, user, { ai: ai.provider }).affirmations.suggest({ profileId: profile.id });
    expect(suggestions.map((suggestion) => suggestion.theme)).toEqual(['Mindfulness', 'Self-worth', 'Resilience', 'Trust', 'Empowerment', 'Self-care', 'Positivity']);
    expect(ai.affirmationRequests).toEqual([]);
  });

  it('allows 20 AI calls an hour per account, then says when to try again', async () => {
    const { user, profile } = await journalWith(database.db, [{ notes: 'A note' }]);
    const caller = callerAs(database.db, user, { ai: scriptedAi().provider });
    for (let call = 0; call < 20; call++) await caller.affirmations.suggest({ profileId: profile.id });
    await expect(caller.affirmations.suggest({ profileId: profile.id })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many requests, try again in \d+ minutes?\.$/),
    });
  });

  it('takes the exercise words from the most recent distressing entry, or runs without words', async () => {
    const { user, profile, ids } = await journalWith(database.db, [
      { mood_category: 'negative', specific_mood: 'afraid', intensity: 8, notes: 'Dark street' },
      { mood_category: 'negative', specific_mood: 'sad', intensity: 5, notes: 'Not above five' },
      { mood_category: 'positive', specific_mood: 'happy', intensity: 9 },
      { mood_category: 'negative', specific_mood: 'angry', intensity: 9, deleted: true },
    ]);
    const ai = scriptedAi();
    const caller = callerAs(database.db, user, { ai: ai.provider });
    expect(await caller.exercise.words({ profileId: profile.id })).toEqual({
      source: { id: ids[0], specificMood: 'afraid' },
      triggerWords: [{ word: 'deadline', context: 'work', intensity: 8 }],
      positiveWords: [{ word: 'calm', reason: 'rest', strength: 7 }],
    });
    expect(ai.wordRequests[0]!.source.id).toBe(ids[0]);
    expect(ai.wordRequests[0]!.entries.map((entry) => entry.id)).toEqual([ids[2], ids[1], ids[0]]);

    const calm = await journalWith(database.db, [{ mood_category: 'neutral', specific_mood: 'calm', intensity: 8 }]);
    const calmAi = scriptedAi();
    expect(await callerAs(database.db, calm.user, { ai: calmAi.provider }).exercise.words({ profileId: calm.profile.id })).toEqual({
      source: null,
      triggerWords: [],
      positiveWords: [],
    });
    expect(calmAi.wordRequests).toEqual([]);
  });
});
