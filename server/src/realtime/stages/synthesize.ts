import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { AsyncQueue } from '../../lib/async-queue';
import { deadline } from '../../lib/clock';
import { isAbort, type SpokenSentence, type Stage, type TurnContext } from './stage';

interface SynthesisOptions {
  ai: AiProvider;
  voice: VoiceStyle;
  /** The voice's language; a function is asked once, at the first sentence (the reply's language is known by then). */
  language: LanguageCode | (() => LanguageCode);
  timeoutMs: number;
}

/**
 * Text to speech per sentence, in order, overlapped: sentences are read as soon as they are generated,
 * each is synthesised while the one before it plays, and its packets are yielded as they arrive.
 * SPEC section 8: when synthesis fails, the turn carries on without speech (captions only).
 */
export function createSynthesizeStage(options: SynthesisOptions): Stage<string, SpokenSentence> {
  return async function* synthesize(sentences, turn) {
    const pending = new AsyncQueue<string>();
    const ready = new AsyncQueue<SpokenSentence>();

    const read = async () => {
      try {
        for await (const sentence of sentences) pending.push(sentence);
        pending.close();
      } catch (error) {
        pending.fail(error);
      }
    };
    const work = async () => {
      let index = 0;
      let speechFailed = false;
      let language: LanguageCode | null = null;
      try {
        for await (const text of pending) {
          if (speechFailed || turn.signal.aborted) {
            ready.push({ index: index++, text, packets: null });
            continue;
          }
          const packets = new AsyncQueue<Uint8Array>();
          ready.push({ index: index++, text, packets });
          language ??= typeof options.language === 'function' ? options.language() : options.language;
          speechFailed = !(await synthesizeInto(packets, { text, voice: options.voice, language }, options, turn));
        }
        ready.close();
      } catch (error) {
        ready.fail(error);
      }
    };
    void read();
    void work();
    yield* ready;
  };
}

/** Fills `packets` with the speech for the sentence; false when synthesis failed (not when the turn was cut). */
async function synthesizeInto(
  packets: AsyncQueue<Uint8Array>,
  sentence: { text: string; voice: VoiceStyle; language: LanguageCode },
  options: SynthesisOptions,
  turn: TurnContext,
): Promise<boolean> {
  const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
  try {
    const speech = options.ai.synthesize({ ...sentence, signal: limit.signal });
    for await (const packet of speech) {
      packets.push(packet);
      limit.restart();
    }
    return true;
  } catch (error) {
    if (isAbort(error, turn.signal)) return true;
    countProviderError(options.ai.mode, 'speech');
    turn.log.warn({ err: error }, 'speech synthesis failed');
    return false;
  } finally {
    limit.dispose();
    packets.close();
  }
}
