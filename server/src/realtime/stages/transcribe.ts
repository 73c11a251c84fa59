import { sessionMessages } from '@shared/messages';
import type { LanguageCode } from '@shared/preferences';
import { SpeechRecognitionUnavailableError, type AiProvider } from '../../providers/ai/ai-provider';
import { deadline } from '../clock';
import { TRANSCRIBE_RATE } from '../utterance-buffer';
import { TurnError, isAbort, type Stage, type Transcript, type Utterance } from './stage';

/** Speech to text, at once (the audio was decoded while it arrived), with a timeout on the server clock. */
export function createTranscribeStage(options: {
  ai: AiProvider;
  language: LanguageCode;
  timeoutMs: number;
}): Stage<Utterance, Transcript> {
  return async function* transcribe(utterances, turn) {
    for await (const utterance of utterances) {
      const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
      let text: string;
      try {
        text = await options.ai.transcribe({
          pcm: utterance.pcm,
          sampleRate: TRANSCRIBE_RATE,
          language: options.language,
          signal: limit.signal,
        });
      } catch (error) {
        if (isAbort(error, turn.signal)) return;
        if (error instanceof SpeechRecognitionUnavailableError) {
          throw new TurnError('stt_unavailable', sessionMessages.sttUnavailable, { cause: error });
        }
        turn.log.warn({ err: error }, 'transcription failed');
        throw new TurnError('provider_failed', sessionMessages.transcribeFailed, { cause: error });
      } finally {
        limit.dispose();
      }
      yield { utteranceId: utterance.utteranceId, text };
    }
  };
}
