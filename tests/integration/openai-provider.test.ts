import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAGS } from '../../src/shared/domain/entries';
import { DomainError } from '../../src/worker/domain-error';
import { createOpenAiProvider } from '../../src/worker/services/ai/openai-provider';
import type { AiEntry, AiProvider, InsightRequest } from '../../src/worker/services/ai/provider';
import { type FakeOpenAi, jsonReply, repeated, startFakeOpenAi } from '../support/fake-openai';
import { type CapturedLogger, createCapturedLogger } from '../support/logger';

let entryCount = 0;
function aiEntry(fields: Partial<AiEntry> = {}): AiEntry {
  entryCount += 1;
  return {
    ...DEFAULT_TAGS,
    id: `entry-${entryCount}`,
    timestamp: new Date(Date.UTC(2026, 10, entryCount, 9)).toISOString(),
    type: 'emotional',
    mood_category: 'negative',
    specific_mood: 'anxious',
    sensation: null,
    intensity: 7,
    notes: `Deadline stress ${entryCount}`,
    ...fields,
  };
}

const insightRequest = (fields: Partial<InsightRequest> = {}): InsightRequest => {
  const entries = fields.entries ?? [aiEntry(), aiEntry(), aiEntry()];
  return { mode: 'initial', entries, journal: entries, context: [], knownPatternTypes: [], timeZone: 'UTC', ...fields };
};

const insightItem = (fields: Record<string, unknown> = {}) => ({
  title: 'Work weighs on your mornings',
  category: 'trigger_pattern',
  description: 'Most of your anxious entries mention work.',
  frequency: 0.8,
  relevantMoods: ['anxious'],
  actionSteps: ['Take a short walk before opening email.'],
  relatedEntryIds: [],
  ...fields,
});

const affirmation = (index: number) => ({ text: `I am steady, step ${index}.`, theme: 'Resilience', mood: 'calming' });
const sevenAffirmations = JSON.stringify({ affirmations: Array.from({ length: 7 }, (_, index) => affirmation(index)) });

const messageContents = (fake: FakeOpenAi) => fake.bodies()[0]!.messages.map((message) => message.content as string);
const userPrompt = (fake: FakeOpenAi) => messageContents(fake).at(-1)!;

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('BAD_GATEWAY');
  return error as DomainError;
}

describe('the OpenAI provider through the real SDK', () => {
  let fake: FakeOpenAi;
  let logger: CapturedLogger;
  let ai: AiProvider;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    logger = createCapturedLogger();
    ai = createOpenAiProvider({ apiKey: 'sk-test-attune', baseUrl: fake.baseUrl, model: 'gpt-4.1', timeoutMs: 60_000 }, logger);
  });
  afterEach(() => {
    fake.reset();
    logger.lines.length = 0;
  });
  afterAll(async () => {
    await fake?.close();
  });

  describe('insights', () => {
    it('sends only the emotional entries, and of them only the fields the spec lists', async () => {
      const emotional = aiEntry({ location: 'outdoor', social: 'withOthers', environment: 'online', time_frame: 'yesterday', trigger: 'work' });
      const physical = aiEntry({ type: 'physical', specific_mood: null, sensation: 'headache', notes: 'Physical secret' });
      const journalOnly = aiEntry({ notes: 'Journal-only secret' });
      fake.script(jsonReply({ insights: [insightItem()] }));

      await ai.generateInsights(insightRequest({ entries: [emotional, physical], journal: [emotional, physical, journalOnly] }));

      const [body] = fake.bodies();
      expect(body).toMatchObject({ model: 'gpt-4.1', temperature: 0.5, response_format: { type: 'json_object' } });
      expect(body!.messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(messageContents(fake)[0]).toContain('wellness-pattern analyst');
      const prompt = userPrompt(fake);
      expect(prompt).toContain('3 to 5 insights');
      expect(prompt).toContain(
        JSON.stringify({
          id: emotional.id,
          timestamp: emotional.timestamp,
          type: 'emotional',
          mood_category: 'negative',
          specific_mood: 'anxious',
          intensity: 7,
          notes: emotional.notes,
          trigger: 'work',
        }),
      );
      for (const absent of ['"location"', '"social"', '"environment"', '"time_frame"', '"sensation"', 'withOthers', physical.id, 'Physical secret', journalOnly.id, 'Journal-only secret']) {
        expect(prompt).not.toContain(absent);
      }
      expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test-attune');
    });

    it('asks an incremental analysis for new patterns only, with the newest insights as context', async () => {
      fake.script(jsonReply({ insights: [] }));
      const context = [
        { patternType: 'time_pattern', title: 'Evenings are harder', category: 'time_pattern' as const, description: 'You feel low after 9pm.' },
      ];

      const insights = await ai.generateInsights(insightRequest({ mode: 'incremental', context }));

      expect(insights).toEqual([]);
      const prompt = userPrompt(fake);
      expect(prompt).toContain(JSON.stringify([{ title: 'Evenings are harder', category: 'time_pattern', description: 'You feel low after 9pm.' }]));
      expect(prompt).toContain('ONLY new insights');
      expect(prompt).not.toContain('3 to 5 insights');
    });

    it('maps categories, clamps frequency and keeps only related ids of the entries sent', async () => {
      const [first, second] = [aiEntry(), aiEntry()];
      fake.script(
        jsonReply({
          insights: [
            insightItem({ category: 'growth_opportunity', frequency: 1.4, relatedEntryIds: [first!.id, 'someone-elses-entry', first!.id, second!.id] }),
            insightItem({ category: 'coping_strategy', frequency: -0.2 }),
            insightItem({ category: 'sleep_pattern', actionSteps: Array.from({ length: 12 }, (_, index) => `Step ${index}`) }),
            insightItem({ category: 'mood_pattern', frequency: 'often' }),
            { title: 'No description' },
          ],
        }),
      );

      const insights = await ai.generateInsights(insightRequest({ entries: [first!, second!] }));

      expect(insights.map(({ patternType, category, frequency }) => ({ patternType, category, frequency }))).toEqual([
        { patternType: 'growth_opportunity', category: 'activity_impact', frequency: 1 },
        { patternType: 'coping_strategy', category: 'social_pattern', frequency: 0 },
        { patternType: 'sleep_pattern', category: 'mood_pattern', frequency: 0.8 },
      ]);
      expect(insights[0]).toMatchObject({
        title: 'Work weighs on your mornings',
        description: 'Most of your anxious entries mention work.',
        relevantMoods: ['anxious'],
        actionSteps: ['Take a short walk before opening email.'],
        relatedEntryIds: [first!.id, second!.id],
      });
      expect(insights[2]!.actionSteps).toHaveLength(10);
    });

    it.each([
      ['content that is not JSON', { content: 'Here are your insights: none' }, 'Invalid insights response format'],
      ['JSON without an insights array', jsonReply({ patterns: [] }), 'Invalid insights response format'],
      ['empty content', { content: '' }, 'No insights returned from the AI provider'],
      ['no content', { content: null }, 'No insights returned from the AI provider'],
      ['only invalid insights', jsonReply({ insights: [{ title: 'No description' }] }), 'No insights returned from the AI provider'],
    ])('answers %s with the spec message', async (_, reply, message) => {
      fake.script(reply);
      const error = await failure(ai.generateInsights(insightRequest()));
      expect(error.message).toBe(message);
    });

    it('returns none when an incremental analysis gets empty content', async () => {
      fake.script({ content: '' });
      await expect(ai.generateInsights(insightRequest({ mode: 'incremental' }))).resolves.toEqual([]);
    });

    it("gives the provider's message after the SDK's retries of a 429", async () => {
      fake.script(...repeated({ status: 429, message: 'Rate limit reached for gpt-4.1.' }));
      const error = await failure(ai.generateInsights(insightRequest()));
      expect(fake.bodies()).toHaveLength(3);
      expect(error.message).toBe('OpenAI API error: Rate limit reached for gpt-4.1.');
      expect(error.cause).toBeInstanceOf(Error);
    });

    it('gives the status text after the retries of a 500 without a JSON body', async () => {
      fake.script(...repeated({ status: 500, raw: 'upstream exploded' }));
      const error = await failure(ai.generateInsights(insightRequest()));
      expect(fake.bodies()).toHaveLength(3);
      expect(error.message).toBe('OpenAI API error: Internal Server Error');
    });

    it('says so when the provider cannot be reached', async () => {
      const closed = await startFakeOpenAi();
      await closed.close();
      const unreachable = createOpenAiProvider({ apiKey: 'sk-test', baseUrl: closed.baseUrl, model: 'gpt-4.1', timeoutMs: 60_000 }, logger);
      const error = await failure(unreachable.generateInsights(insightRequest()));
      expect(error.message).toBe('OpenAI API error: could not reach the AI provider.');
    });
  });

  describe('affirmation suggestions', () => {
    it('forces generate_affirmations after one example exchange, telling it about the activities', async () => {
      fake.script({ toolCall: { name: 'generate_affirmations', arguments: sevenAffirmations } });
      const entry = aiEntry({ specific_mood: null, type: 'physical', sensation: 'tense shoulders', intensity: 6, location: 'outdoor', social: 'withOthers', environment: 'online', time_frame: 'yesterday', notes: 'Long hike with friends' });

      await ai.suggestAffirmations({ entries: [entry] });

      const [body] = fake.bodies();
      expect(body).toMatchObject({ model: 'gpt-4.1', temperature: 0.7, tool_choice: { type: 'function', function: { name: 'generate_affirmations' } } });
      expect(body!.response_format).toBeUndefined();
      expect(body!.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(messageContents(fake)[0]).toContain('empathetic wellness coach');
      const tool = body!.tools![0] as ChatCompletionFunctionTool;
      expect(tool.function.name).toBe('generate_affirmations');
      expect(tool.function.parameters).toMatchObject({
        required: ['affirmations'],
        properties: {
          affirmations: {
            type: 'array',
            minItems: 7,
            maxItems: 7,
            items: { required: ['text', 'theme', 'mood'], properties: { mood: { enum: ['empowering', 'calming', 'motivational', 'grateful', 'healing'] } } },
          },
        },
      });
      const prompt = userPrompt(fake);
      for (const line of ['Feeling: tense shoulders', 'Level: 6/10', 'Location: outdoor', 'Social: withOthers', 'Environment: online', 'Time frame: yesterday', 'Notes: Long hike with friends']) {
        expect(prompt).toContain(line);
      }
    });

    it('returns the 7 suggestions, trimmed', async () => {
      const affirmations = Array.from({ length: 7 }, (_, index) => ({ ...affirmation(index), text: `  I am enough ${index}.  ` }));
      fake.script({ toolCall: { name: 'generate_affirmations', arguments: JSON.stringify({ affirmations }) } });

      const suggestions = await ai.suggestAffirmations({ entries: [aiEntry()] });

      expect(suggestions).toHaveLength(7);
      expect(suggestions[0]).toEqual({ text: 'I am enough 0.', theme: 'Resilience', mood: 'calming' });
    });

    const six = JSON.stringify({ affirmations: Array.from({ length: 6 }, (_, index) => affirmation(index)) });
    const tooLong = JSON.stringify({ affirmations: Array.from({ length: 7 }, (_, index) => ({ ...affirmation(index), text: 'a'.repeat(501) })) });
    const badMood = JSON.stringify({ affirmations: Array.from({ length: 7 }, (_, index) => ({ ...affirmation(index), mood: 'sad' })) });
    it.each([
      ['a call of another function', { toolCall: { name: 'write_poem', arguments: sevenAffirmations } }],
      ['6 affirmations', { toolCall: { name: 'generate_affirmations', arguments: six } }],
      ['an affirmation over the length limit', { toolCall: { name: 'generate_affirmations', arguments: tooLong } }],
      ['a mood outside the list', { toolCall: { name: 'generate_affirmations', arguments: badMood } }],
      ['arguments that are not JSON', { toolCall: { name: 'generate_affirmations', arguments: '{"affirmations": [' } }],
      ['text instead of a call', { content: sevenAffirmations }],
    ])('answers %s with Unexpected response format', async (_, reply) => {
      fake.script(reply);
      const error = await failure(ai.suggestAffirmations({ entries: [aiEntry()] }));
      expect(error.message).toBe('Unexpected response format');
    });

    it("gives the provider's message after the retries of a 500", async () => {
      fake.script(...repeated({ status: 500, message: 'The server had an error while processing your request.' }));
      const error = await failure(ai.suggestAffirmations({ entries: [aiEntry()] }));
      expect(fake.bodies()).toHaveLength(3);
      expect(error.message).toBe('OpenAI API error: The server had an error while processing your request.');
    });

    it('gives the status text of a 429 without a message', async () => {
      fake.script(...repeated({ status: 429 }));
      const error = await failure(ai.suggestAffirmations({ entries: [aiEntry()] }));
      expect(fake.bodies()).toHaveLength(3);
      expect(error.message).toBe('OpenAI API error: Too Many Requests');
    });
  });

  describe('eye-exercise words', () => {
    const source = () => aiEntry({ notes: 'Panic on the crowded train', trigger: 'work', location: 'outdoor', environment: 'offline', social: 'withOthers', intensity: 8 });

    it('asks an EMDR therapist for words from the notes and tags of the entries', async () => {
      fake.script(jsonReply({ triggerWords: [], positiveWords: [] }));
      const other = aiEntry({ notes: 'Calm evening reading with my cat', trigger: 'family', location: 'indoor', environment: 'online', social: 'alone' });
      const first = source();

      await ai.exerciseWords({ source: first, entries: [first, other] });

      const [body] = fake.bodies();
      expect(body).toMatchObject({ model: 'gpt-4.1', temperature: 0.7, response_format: { type: 'json_object' } });
      expect(body!.messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(messageContents(fake)[0]).toContain('EMDR therapist');
      const prompt = userPrompt(fake);
      for (const text of ['Panic on the crowded train', 'Calm evening reading with my cat', 'Trigger: family', 'Location: outdoor', 'Environment: online', 'Social situation: withOthers', '10 to 15 trigger words']) {
        expect(prompt).toContain(text);
      }
      expect(prompt.match(/Panic on the crowded train/g)).toHaveLength(1);
    });

    it('maps the words, rounding and clamping ratings into 1 to 10', async () => {
      fake.script(
        jsonReply({
          triggerWords: [
            { word: '  crowded train ', context: 'Where the panic began', intensity: 8.6 },
            { word: '   ', context: 'blank', intensity: 5 },
            { word: 'deadline', context: 'Work pressure', intensity: 14 },
            ...Array.from({ length: 20 }, (_, index) => ({ word: `trigger ${index}`, context: 'more', intensity: 3 })),
          ],
          positiveWords: [
            { word: 'cat', reason: 'Comfort at home', strength: 0 },
            { word: 'no rating', reason: 'dropped' },
          ],
        }),
      );
      const first = source();

      const words = await ai.exerciseWords({ source: first, entries: [first] });

      expect(words.triggerWords.slice(0, 2)).toEqual([
        { word: 'crowded train', context: 'Where the panic began', intensity: 9 },
        { word: 'deadline', context: 'Work pressure', intensity: 10 },
      ]);
      expect(words.triggerWords).toHaveLength(15);
      expect(words.positiveWords).toEqual([{ word: 'cat', reason: 'Comfort at home', strength: 1 }]);
      expect(logger.lines).toEqual([]);
    });

    it('answers a malformed reply with no words, logged without the notes', async () => {
      fake.script({ content: 'Panic on the crowded train, not JSON' });
      const first = source();

      await expect(ai.exerciseWords({ source: first, entries: [first] })).resolves.toEqual({ triggerWords: [], positiveWords: [] });

      expect(logger.lines).toEqual([expect.objectContaining({ level: 'warn', provider: 'openai', kind: 'invalid_reply' })]);
      expect(JSON.stringify(logger.lines)).not.toContain('Panic');
    });

    it('answers a failed call with no words, logging its status', async () => {
      fake.script(...repeated({ status: 500, message: 'The server had an error.' }));
      const first = source();

      await expect(ai.exerciseWords({ source: first, entries: [first] })).resolves.toEqual({ triggerWords: [], positiveWords: [] });

      expect(fake.bodies()).toHaveLength(3);
      expect(logger.lines).toEqual([expect.objectContaining({ level: 'warn', kind: 'api', status: 500 })]);
      expect(JSON.stringify(logger.lines)).not.toContain('Panic');
    });
  });
});
