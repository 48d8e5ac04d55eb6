import type { AppConfig, OpenAiConfig } from '../../config';
import type { Logger } from '../../logging/logger';
import { createLocalEngine } from './local-engine';
import { type AiProvider, OPENAI_FACE } from './provider';

/** OpenAI whose SDK loads at the first AI call, so a host that never calls it never holds it in memory. */
function openAiOnFirstUse(config: OpenAiConfig, logger: Logger): AiProvider {
  let loaded: Promise<AiProvider> | undefined;
  const openai = () => (loaded ??= import('./openai-provider').then((module) => module.createOpenAiProvider(config, logger)));
  return {
    ...OPENAI_FACE,
    generateInsights: async (...call) => (await openai()).generateInsights(...call),
    suggestAffirmations: async (...call) => (await openai()).suggestAffirmations(...call),
    exerciseWords: async (...call) => (await openai()).exerciseWords(...call),
  };
}

/** OpenAI (or a compatible server) when OPENAI_API_KEY is set; otherwise the local engine, with no outside call. */
export function createAi(config: AppConfig, logger: Logger): AiProvider {
  return config.openai ? openAiOnFirstUse(config.openai, logger) : createLocalEngine();
}
