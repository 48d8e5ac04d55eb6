import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { AFFIRMATION_MOODS } from '../../../../shared/domain/affirmations';
import type { AffirmationRequest, ExerciseWordsRequest, InsightRequest } from '../provider';
import { affirmationMessages, exerciseMessages, insightMessages } from './prompts';

/** accounts-plans-ai 7: the three chat completions, exactly as they are sent. */

export const AFFIRMATION_FUNCTION = 'generate_affirmations';
export const AFFIRMATIONS_PER_GENERATION = 7;

const affirmationTool: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: AFFIRMATION_FUNCTION,
    description: "Return 7 personal affirmations drawn from the person's recent experiences.",
    parameters: {
      type: 'object',
      properties: {
        affirmations: {
          type: 'array',
          minItems: AFFIRMATIONS_PER_GENERATION,
          maxItems: AFFIRMATIONS_PER_GENERATION,
          items: {
            type: 'object',
            properties: {
              text: { type: 'string', description: 'The affirmation: one first-person sentence in the present tense.' },
              theme: { type: 'string', description: 'One or two words, e.g. Self-worth.' },
              mood: { type: 'string', enum: [...AFFIRMATION_MOODS] },
            },
            required: ['text', 'theme', 'mood'],
            additionalProperties: false,
          },
        },
      },
      required: ['affirmations'],
      additionalProperties: false,
    },
  },
};

export const insightsCompletion = (model: string, request: InsightRequest): ChatCompletionCreateParamsNonStreaming => ({
  model,
  messages: insightMessages(request),
  temperature: 0.5,
  response_format: { type: 'json_object' },
});

export const affirmationsCompletion = (model: string, request: AffirmationRequest): ChatCompletionCreateParamsNonStreaming => ({
  model,
  messages: affirmationMessages(request),
  temperature: 0.7,
  tools: [affirmationTool],
  tool_choice: { type: 'function', function: { name: AFFIRMATION_FUNCTION } },
});

export const exerciseCompletion = (model: string, request: ExerciseWordsRequest): ChatCompletionCreateParamsNonStreaming => ({
  model,
  messages: exerciseMessages(request),
  temperature: 0.7,
  response_format: { type: 'json_object' },
});
