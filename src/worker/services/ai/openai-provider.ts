import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { OpenAiConfig } from '../../config';
import type { Logger } from '../../logging/logger';
import { failureOf, providerError } from './openai/provider-errors';
import { affirmationsCompletion, exerciseCompletion, insightsCompletion } from './openai/requests';
import { insightEntries } from './openai/prompts';
import { readAffirmations, readExerciseWords, readInsights } from './openai/response-schemas';
import { type AiProvider, type ExerciseWords, OPENAI_FACE } from './provider';

const NO_WORDS: ExerciseWords = { triggerWords: [], positiveWords: [] };


/**
 * The AI features through the `openai` SDK, against api.openai.com or any compatible server. The SDK
 * speaks fetch, so the same code runs in the Worker and in Node; it retries 408, 409, 429 and 5xx.
 */
export function createOpenAiProvider(config: OpenAiConfig, logger: Logger): AiProvider {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl ?? undefined,
    timeout: config.timeoutMs,
    maxRetries: 2,
    // Pinned so that OPENAI_LOG=debug cannot make the SDK log request bodies, i.e. people's notes.
    logLevel: 'warn',
  });
  const log = logger.child({ provider: 'openai', model: config.model });

  /** The SDK hands on any 200 it can parse: a proxy's or a look-alike server's answer need not be a completion. */
  async function requestCompletion(params: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
    const answer = await client.chat.completions.create(params);
    if (!Array.isArray(answer.choices)) throw new TypeError('The answer is not a chat completion.');
    return answer;
  }

  async function complete(params: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
    try {
      return await requestCompletion(params);
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    ...OPENAI_FACE,

    async generateInsights(request) {
      const completion = await complete(insightsCompletion(config.model, request));
      const sentIds = new Set(insightEntries(request.entries).map((entry) => entry.id));
      return readInsights(completion.choices[0]?.message.content, request.mode, sentIds);
    },

    async suggestAffirmations(request) {
      const completion = await complete(affirmationsCompletion(config.model, request));
      return readAffirmations(completion.choices[0]?.message);
    },

    async exerciseWords(request) {
      let completion: ChatCompletion;
      try {
        completion = await requestCompletion(exerciseCompletion(config.model, request));
      } catch (error) {
        log.warn('The eye-exercise words could not be generated.', failureOf(error));
        return NO_WORDS;
      }
      const words = readExerciseWords(completion.choices[0]?.message.content);
      if (!words) log.warn('The eye-exercise words reply was not the JSON asked for.', { kind: 'invalid_reply', status: null });
      return words ?? NO_WORDS;
    },
  };
}
