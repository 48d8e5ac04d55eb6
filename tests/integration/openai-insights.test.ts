import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry } from '../support/factories';
import { jsonReply, repeated, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { signInAsJournalOwner } from '../support/journal';
import { outcomeOf } from '../support/trpc-outcome';

/** The whole app configured for OpenAI, its SDK pointed at the local fake: what a failure leaves behind. */
describe.each(testEngines)('AI insights through OpenAI on %s', (engine) => {
  let database: TestDatabase;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    openai = await startFakeOpenAi();
  });
  afterAll(async () => {
    await openai.close();
    await database.dispose();
  });
  beforeEach(() => openai.reset());

  async function journalOnOpenAi() {
    const owner = await signInAsJournalOwner(database, undefined, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl });
    const ids: string[] = [];
    for (let day = 1; day <= 5; day++) {
      const entry = { mood_category: 'negative', specific_mood: 'stressed', trigger: 'work', notes: `Day ${day}`, timestamp: new Date(Date.UTC(2026, 9, day)) } as const;
      ids.push((await createEntry(database.db, owner.profile.id, entry)).id);
    }
    const stored = () => database.db.selectFrom('user_insights').select(['title', 'category', 'related_entries']).where('profile_id', '=', owner.profile.id).execute();
    const analysed = () => database.db.selectFrom('insight_analyses').selectAll().where('profile_id', '=', owner.profile.id).execute();
    return { ...owner, ids, stored, analysed, generate: () => outcomeOf(owner.client.insights.generate.mutate({ profileId: owner.profile.id })) };
  }

  it.each([
    ['malformed JSON', [{ content: '{"insights": [' }], 'Invalid insights response format'],
    ['a missing insights array', [jsonReply({ patterns: [] })], 'Invalid insights response format'],
    ['empty content', [{ content: '' }], 'No insights returned from the AI provider'],
    ['HTTP 429', repeated({ status: 429, message: 'Rate limit reached for gpt-4.1' }), 'OpenAI API error: Rate limit reached for gpt-4.1'],
    ['HTTP 500', repeated({ status: 500 }), 'OpenAI API error: Internal Server Error'],
  ] as const)('answers %s with the spec’s message and stores nothing', async (_case, replies, message) => {
    const journal = await journalOnOpenAi();
    openai.script(...replies);
    expect(await journal.generate()).toMatchObject({ ok: false, message });
    expect(await journal.stored()).toEqual([]);
    expect(await journal.analysed()).toEqual([]);
    const plan = await database.db.selectFrom('plans').select('insight_count').where('user_id', '=', journal.user.id).executeTakeFirst();
    expect(plan?.insight_count ?? 0).toBe(0);
  });

  it('stores a valid answer mapped, keeping only evidence from the profile', async () => {
    const journal = await journalOnOpenAi();
    const elsewhere = await journalOnOpenAi();
    openai.script(
      jsonReply({
        insights: [
          {
            title: 'Work stress',
            category: 'growth_opportunity',
            description: 'Work shows up in every stressed entry.',
            frequency: 0.9,
            relevantMoods: ['stressed'],
            actionSteps: ['Plan a pause', 'Name one win', 'Leave on time', 'Talk to someone'],
            relatedEntryIds: [journal.ids[0], journal.ids[1], elsewhere.ids[0]],
          },
        ],
      }),
    );
    const result = await journal.generate();
    expect(result).toMatchObject({ ok: true });
    expect(await journal.stored()).toEqual([{ title: 'Work stress', category: 'activity_impact', related_entries: [journal.ids[0], journal.ids[1]] }]);
    const [request] = openai.bodies();
    expect(request).toMatchObject({ model: 'gpt-4.1', temperature: 0.5, response_format: { type: 'json_object' } });
    const overview = await journal.client.insights.overview.query({ profileId: journal.profile.id });
    expect(overview).toMatchObject({ provider: 'OpenAI', insights: [{ strength: 'strong', actionSteps: ['Plan a pause', 'Name one win', 'Leave on time', 'Talk to someone'] }] });
  });

  it('says the affirmations answer is unexpected when the model calls another function', async () => {
    const journal = await journalOnOpenAi();
    openai.script({ toolCall: { name: 'something_else', arguments: '{}' } });
    expect(await outcomeOf(journal.client.affirmations.suggest.mutate({ profileId: journal.profile.id }))).toMatchObject({
      ok: false,
      message: 'Unexpected response format',
    });
  });
});
