import { suggestAffirmations } from './local/affirmations';
import { exerciseWords } from './local/exercise-words';
import { LOCAL_PATTERN_NEEDS } from './local/insight-candidate';
import { generateInsights } from './local/insights';
import type { AiProvider } from './provider';

/**
 * The built-in provider when no OpenAI key is set: insights, affirmations and exercise words computed
 * from the journal on the server, with no outside call. Pure and deterministic: the same entries
 * always give the same answer.
 */
export function createLocalEngine(): AiProvider {
  return {
    kind: 'local',
    name: 'Attune local engine',
    patternNeeds: LOCAL_PATTERN_NEEDS,
    generateInsights: async (request) => generateInsights(request),
    suggestAffirmations: async (request) => suggestAffirmations(request),
    exerciseWords: async (request) => exerciseWords(request),
  };
}
