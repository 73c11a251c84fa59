import { Agent } from 'undici';
import OpenAI, { toFile } from 'openai';
import type { AiModels } from '../../config/env';
import type { AiProvider, ReplyRequest } from './ai-provider';
import { startDeadline } from './call-deadline';
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
    timeout: settings.timeoutMs,
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
      const deadline = startDeadline(signal, timeoutMs, 'Speech recognition');
      try {
        const file = await toFile(speech.oggOpus(), 'utterance.ogg', { type: 'audio/ogg' });
        const result = await client.audio.transcriptions.create(
          { file, model: models.transcription, ...(language ? { language } : {}) },
          { signal: deadline.signal },
        );
        deadline.answered();
        return result.text.trim();
      } catch (error) {
        throw deadline.failure(error);
      } finally {
        deadline.done();
      }
    },

    async *streamReply(request) {
      const deadline = startDeadline(request.signal, timeoutMs, 'The reply');
      try {
        const stream = await client.chat.completions.create(
          {
            model: chatModel(request.purpose),
            messages: request.messages,
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            stream: true,
          },
          { signal: deadline.signal, maxRetries: 0 },
        );
        for await (const chunk of stream) {
          deadline.touch();
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
        // The SDK ends an aborted stream quietly; a cut reply must not pass for a complete one.
        deadline.signal.throwIfAborted();
        deadline.answered();
      } catch (error) {
        throw deadline.failure(error);
      } finally {
        deadline.done();
      }
    },

    synthesize: (input) => synthesizeWithOpenAi(client, { ...input, model: models.speech, timeoutMs }),

    async moderate({ text, signal }) {
      const deadline = startDeadline(signal, timeoutMs, 'Moderation');
      try {
        const result = await client.moderations.create({ model: models.moderation, input: text }, { signal: deadline.signal });
        deadline.answered();
        const verdict = result.results[0];
        if (!verdict) return { flagged: false, categories: [] };
        const categories = Object.entries(verdict.categories)
          .filter(([, flagged]) => flagged === true)
          .map(([name]) => name);
        return { flagged: verdict.flagged, categories };
      } catch (error) {
        throw deadline.failure(error);
      } finally {
        deadline.done();
      }
    },

    async completeJson(request) {
      const deadline = startDeadline(request.signal, timeoutMs, 'The completion');
      let content: string;
      try {
        const completion = await client.chat.completions.create(
          {
            model: chatModel(request.purpose),
            messages: request.messages,
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            response_format: { type: 'json_object' },
          },
          { signal: deadline.signal },
        );
        deadline.answered();
        content = completion.choices[0]?.message.content ?? '';
      } catch (error) {
        throw deadline.failure(error);
      } finally {
        deadline.done();
      }
      return parseJsonReply(content);
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
