import type OpenAI from 'openai';
import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import { createOggOpusDemuxer } from '../../audio/ogg-opus';
import { streamWithin } from './call-deadline';

/** OpenAI's voice for each voice style. */
export const openAiVoices: Record<VoiceStyle, string> = {
  warm: 'nova',
  professional: 'onyx',
  friendly: 'alloy',
  gentle: 'shimmer',
};

/**
 * Text to speech as Ogg Opus, demuxed into raw Opus packets as the bytes arrive, so the first packets
 * play while the rest is still being generated. The language is read from the text by the service.
 */
export async function* synthesizeWithOpenAi(
  client: OpenAI,
  input: { text: string; voice: VoiceStyle; language: LanguageCode; signal: AbortSignal; model: string; timeoutMs: number },
): AsyncGenerator<Uint8Array> {
  const chunks = streamWithin(input.signal, input.timeoutMs, 'Speech synthesis', async (signal) => {
    const response = await client.audio.speech.create(
      { model: input.model, voice: openAiVoices[input.voice], input: input.text, response_format: 'opus' },
      { signal, maxRetries: 0 },
    );
    return (response.body ?? []) as AsyncIterable<Uint8Array>;
  });
  const demuxer = createOggOpusDemuxer();
  for await (const chunk of chunks) yield* demuxer.push(chunk);
}
