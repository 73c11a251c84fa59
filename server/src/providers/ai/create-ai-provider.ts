import type { Config } from '../../config/env';
import type { AiProvider } from './ai-provider';
import { createOfflineAiProvider } from './offline/offline-provider';
import { createThreadedOpenAiProvider } from './threaded/provider-thread';

/**
 * OpenAI (or a compatible server) when OPENAI_API_KEY or AI_BASE_URL is set, its calls on a thread of
 * their own; the offline companion otherwise.
 */
export function createAiProvider(config: Pick<Config, 'ai'>): AiProvider & { close?: () => Promise<void> } {
  const { ai } = config;
  if (ai.apiKey || ai.baseUrl) return createThreadedOpenAiProvider(ai);
  const { program, modelDir } = ai.pocketsphinx;
  return createOfflineAiProvider({
    recognizer: { timeoutMs: ai.timeoutMs, ...(program ? { binary: program } : {}), ...(modelDir ? { modelDir } : {}) },
  });
}
