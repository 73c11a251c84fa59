import type { LanguageCode } from '@shared/preferences';
import { once } from './once';
import { ReplySink } from './reply-sink';
import { createPaceAudio } from './stages/pace-audio';
import { isAbort, type TurnContext } from './stages/stage';
import { createSynthesizeStage } from './stages/synthesize';
import type { Turn, TurnHost } from './turn';

/**
 * Speaks a notice that is not part of the conversation (the limit apology, the AI reminder) in its
 * language: captioned and paced like a reply, never saved. Resolves when the last packet has been sent.
 */
export async function speakNotice(host: TurnHost, turn: Turn, text: string, language: LanguageCode = 'en'): Promise<void> {
  const { deps } = host;
  const ctx: TurnContext = { turnId: turn.id, signal: turn.signal, clock: deps.clock, log: deps.log };
  const sink = new ReplySink(host.outbox, turn.id, language);
  const synthesize = createSynthesizeStage({ ai: deps.ai, voice: host.voice, language, timeoutMs: deps.timeouts.speechMs });
  const pace = createPaceAudio({ ...deps.pace, bufferedAmount: () => host.outbox.bufferedAmount });
  try {
    for await (const frame of pace(synthesize(once(text), ctx), ctx)) sink.frame(frame);
  } catch (error) {
    if (!isAbort(error, turn.signal)) deps.log.warn({ err: error }, 'speaking a notice failed');
  }
  if (turn.signal.aborted) host.outbox.emit({ type: 'response.cancelled', turnId: turn.id, messageId: null, text: sink.text });
  else host.outbox.emit({ type: 'response.done', turnId: turn.id, messageId: null, text: sink.text });
}
