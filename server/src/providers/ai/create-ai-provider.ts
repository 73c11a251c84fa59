import type { Config } from '../../config/env';
import type { AiProvider } from './ai-provider';
import { createOfflineAiProvider } from './offline/offline-provider';
import { createOpenAiProvider } from './openai';

/** OpenAI (or a compatible server) when OPENAI_API_KEY or AI_BASE_URL is set; the offline companion otherwise. */
export function createAiProvider(config: Pick<Config, 'ai'>): AiProvider {
  const { ai } = config;
  if (ai.apiKey || ai.baseUrl) return createOpenAiProvider(ai);
  return createOfflineAiProvider({ recognizer: { timeoutMs: ai.timeoutMs } });
}
