import type { LanguageCode } from '@shared/preferences';
import { createPaceAudio } from '../stages/pace-audio';
import { pipe } from '../stages/pipe';
import type { OutboundFrame, Stage, TurnContext } from '../stages/stage';
import { createSynthesizeStage } from '../stages/synthesize';
import type { Turn, TurnHost } from './turn';

/** The context every stage of `turn` runs in. */
export function turnContext(host: TurnHost, turn: Turn): TurnContext {
  return { turnId: turn.id, signal: turn.signal, clock: host.deps.clock, log: host.deps.log };
}

/**
 * sentences -> synthesize -> pace-audio: the one way the companion speaks, a reply's sentences or a
 * notice, in the session's voice and `language` (a function is asked at the first sentence).
 */
export function createSpeakStage(host: TurnHost, language: LanguageCode | (() => LanguageCode)): Stage<string, OutboundFrame> {
  const { deps } = host;
  const synthesize = createSynthesizeStage({ ai: deps.ai, voice: host.voice, language, timeoutMs: deps.timeouts.speechMs });
  const pace = createPaceAudio({ ...deps.pace, bufferedAmount: () => host.outbox.bufferedAmount });
  return pipe(synthesize, pace);
}
