// PLACEHOLDER: replaced by the local-engine helper.
import { DEFAULT_AFFIRMATIONS } from '../../../shared/domain/affirmations';
import type { AiProvider } from './provider';

export function createLocalEngine(): AiProvider {
  return {
    kind: 'local',
    name: 'Attune local engine',
    generateInsights: async () => [],
    suggestAffirmations: async () => [...DEFAULT_AFFIRMATIONS],
    exerciseWords: async () => ({ triggerWords: [], positiveWords: [] }),
  };
}
