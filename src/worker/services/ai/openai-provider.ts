// PLACEHOLDER: replaced by the OpenAI helper.
import type { OpenAiConfig } from '../../config';
import type { Logger } from '../../logging/logger';
import { createLocalEngine } from './local-engine';
import type { AiProvider } from './provider';

export function createOpenAiProvider(_config: OpenAiConfig, _logger: Logger): AiProvider {
  return { ...createLocalEngine(), kind: 'openai', name: 'OpenAI' };
}
