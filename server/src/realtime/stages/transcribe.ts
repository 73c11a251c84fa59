import type { LanguageCode } from '@shared/preferences';
import { SpeechRecognitionUnavailableError, type AiProvider } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { deadline } from '../../lib/clock';
import { TurnError, isAbort, type Stage, type Transcript, type Utterance } from './stage';

/** Speech to text, at once (any decoding the provider needs was done while the audio arrived), with a timeout on the server clock. */
export function createTranscribeStage(options: {
  ai: AiProvider;
  /** A hint for a recogniser of one language; undefined lets a recogniser of every language hear which it is. */
  language: LanguageCode | undefined;
  timeoutMs: number;
}): Stage<Utterance, Transcript> {
  return async function* transcribe(utterances, turn) {
    for await (const utterance of utterances) {
      const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
      let text: string;
      try {
        text = await options.ai.transcribe({
          speech: utterance.speech,
          language: options.language,
          signal: limit.signal,
        });
      } catch (error) {
        if (isAbort(error, turn.signal)) return;
        countProviderError(options.ai.mode, 'transcribe');
        if (error instanceof SpeechRecognitionUnavailableError) {
          throw new TurnError('stt_unavailable', { key: 'session:messages.sttUnavailable' }, { cause: error });
        }
        turn.log.warn({ err: error }, 'transcription failed');
        throw new TurnError('provider_failed', { key: 'session:messages.transcribeFailed' }, { cause: error });
      } finally {
        limit.dispose();
      }
      yield { utteranceId: utterance.utteranceId, text };
    }
  };
}
