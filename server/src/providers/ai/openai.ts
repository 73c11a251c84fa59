import { Agent } from 'undici';
import OpenAI, { toFile } from 'openai';
import type { AiModels } from '../../config/env';
import type { AiProvider, ReplyRequest } from './ai-provider';
import { callWithin, streamWithin } from './call-deadline';
import { synthesizeWithOpenAi } from './openai-speech';
import { createProviderFetch } from './provider-fetch';

export interface OpenAiSettings {
  /** Required by OpenAI; compatible servers reached through `baseUrl` may not need one. */
  apiKey: string | undefined;
  baseUrl: string | undefined;
  models: AiModels;
  timeoutMs: number;
}

/**
 * How long a connection to the provider is kept open while idle. undici closes one after 4 s
 * unless the server says otherwise, and OpenAI's does not: between two turns of a call (the person
 * speaks, the reply plays) every connection was closed, and each turn began with new TLS handshakes.
 * A server that says how long it keeps connections (`Keep-Alive: timeout=…`) is still believed.
 */
export const PROVIDER_KEEP_ALIVE_MS = 60_000;

/**
 * The AI provider for OpenAI or any OpenAI-compatible server (Ollama, LocalAI, vLLM, speaches), through
 * the official SDK. Streaming calls are never retried: a retry would replay half an answer.
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey ?? 'not-needed',
    baseURL: settings.baseUrl,
    // Each call runs under its own deadline (call-deadline.ts), which also cuts a stalled stream.
    maxRetries: 1,
    fetch: createProviderFetch(new Agent({ keepAliveTimeout: PROVIDER_KEEP_ALIVE_MS })),
  });
  const { models, timeoutMs } = settings;
  const chatModel = (purpose: ReplyRequest['purpose']) => models[purpose];

  return {
    mode: 'openai',
    transcriptionInput: 'ogg-opus',

    // The packets go up as they came, in Ogg: nothing is decoded, and the upload is a tenth of a WAV's size.
    async transcribe({ speech, language, signal }) {
      const result = await callWithin(signal, timeoutMs, 'Speech recognition', async (callSignal) =>
        client.audio.transcriptions.create(
          {
            file: await toFile(speech.oggOpus(), 'utterance.ogg', { type: 'audio/ogg' }),
            model: models.transcription,
            ...(language ? { language } : {}),
          },
          { signal: callSignal },
        ),
      );
      return result.text.trim();
    },

    async *streamReply(request) {
      const chunks = streamWithin(request.signal, timeoutMs, 'The reply', (signal) =>
        client.chat.completions.create(
          {
            model: chatModel(request.purpose),
            messages: request.messages,
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            stream: true,
          },
          { signal, maxRetries: 0 },
        ),
      );
      for await (const chunk of chunks) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    },

    synthesize: (input) => synthesizeWithOpenAi(client, { ...input, model: models.speech, timeoutMs }),

    async moderate({ text, signal }) {
      const result = await callWithin(signal, timeoutMs, 'Moderation', (callSignal) =>
        client.moderations.create({ model: models.moderation, input: text }, { signal: callSignal }),
      );
      const verdict = result.results[0];
      if (!verdict) return { flagged: false, categories: [] };
      const categories = Object.entries(verdict.categories)
        .filter(([, flagged]) => flagged === true)
        .map(([name]) => name);
      return { flagged: verdict.flagged, categories };
    },

    async completeJson(request) {
      const completion = await callWithin(request.signal, timeoutMs, 'The completion', (signal) =>
        client.chat.completions.create(
          {
            model: chatModel(request.purpose),
            messages: request.messages,
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            response_format: { type: 'json_object' },
          },
          { signal },
        ),
      );
      return parseJsonReply(completion.choices[0]?.message.content ?? '');
    },
  };
}

/** Parses a JSON reply, tolerating the Markdown code fence some compatible models wrap it in. */
export function parseJsonReply(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced) as unknown;
  } catch {
    throw new Error('The AI reply was not valid JSON');
  }
}
