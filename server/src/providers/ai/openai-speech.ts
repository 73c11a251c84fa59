import type OpenAI from 'openai';
import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import { createOggOpusDemuxer } from '../../audio/ogg-opus';
import { startDeadline } from './call-deadline';

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
  const deadline = startDeadline(input.signal, input.timeoutMs, 'Speech synthesis');
  try {
    const response = await client.audio.speech.create(
      { model: input.model, voice: openAiVoices[input.voice], input: input.text, response_format: 'opus' },
      { signal: deadline.signal, maxRetries: 0 },
    );
    if (!response.body) return;
    const demuxer = createOggOpusDemuxer();
    for await (const chunk of response.body) {
      deadline.touch();
      yield* demuxer.push(chunk as Uint8Array);
    }
    deadline.signal.throwIfAborted();
    deadline.answered();
  } catch (error) {
    throw deadline.failure(error);
  } finally {
    deadline.done();
  }
}
