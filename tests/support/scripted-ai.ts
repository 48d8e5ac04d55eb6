import { DEFAULT_AFFIRMATIONS } from '../../src/shared/domain/affirmations';
import type {
  AffirmationRequest,
  AiProvider,
  ExerciseWordsRequest,
  GeneratedInsight,
  InsightRequest,
} from '../../src/worker/services/ai/provider';

/**
 * An AI provider that answers insight requests from a script and records every request, for the
 * rules around a provider (modes, quotas, storage); the providers themselves are tested on their own.
 */
export function scriptedAi(script: (GeneratedInsight[] | Error)[] = []) {
  const insightRequests: InsightRequest[] = [];
  const affirmationRequests: AffirmationRequest[] = [];
  const wordRequests: ExerciseWordsRequest[] = [];
  const provider: AiProvider = {
    kind: 'local',
    name: 'Scripted',
    patternNeeds: 'The script decides.',
    generateInsights: async (request) => {
      insightRequests.push(request);
      const answer = script.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    suggestAffirmations: async (request) => {
      affirmationRequests.push(request);
      return DEFAULT_AFFIRMATIONS.map((suggestion) => ({ ...suggestion, text: `${suggestion.text} (${request.entries.length})` }));
    },
    exerciseWords: async (request) => {
      wordRequests.push(request);
      return { triggerWords: [{ word: 'deadline', context: 'work', intensity: 8 }], positiveWords: [{ word: 'calm', reason: 'rest', strength: 7 }] };
    },
  };
  return { provider, insightRequests, affirmationRequests, wordRequests };
}

/** A provider's insight resting on `relatedEntryIds`. */
export const generatedInsight = (title: string, relatedEntryIds: string[], frequency = 0.8): GeneratedInsight => ({
  patternType: `test:${title}`,
  title,
  category: 'trigger_pattern',
  description: `${title}, described.`,
  frequency,
  relevantMoods: ['stressed'],
  actionSteps: ['Breathe out slowly.', 'Take a walk.'],
  relatedEntryIds,
});
