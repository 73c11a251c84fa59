import type { LanguageCode } from '@shared/preferences';
import { once } from '../../lib/once';
import { ReplySink } from './reply-sink';
import { createSpeakStage, turnContext } from './speak';
import { isAbort } from '../stages/stage';
import type { Turn, TurnHost } from './turn';

/**
 * Speaks a notice that is not part of the conversation (the limit apology, the AI reminder) in its
 * language: captioned and paced like a reply, never saved. Resolves when the last packet has been sent.
 */
export async function speakNotice(host: TurnHost, turn: Turn, text: string, language: LanguageCode = 'en'): Promise<void> {
  const sink = new ReplySink(host.outbox, turn.id, language);
  const speak = createSpeakStage(host, language);
  try {
    for await (const frame of speak(once(text), turnContext(host, turn))) sink.frame(frame);
  } catch (error) {
    if (!isAbort(error, turn.signal)) host.deps.log.warn({ err: error }, 'speaking a notice failed');
  }
  if (turn.signal.aborted) host.outbox.emit({ type: 'response.cancelled', turnId: turn.id, messageId: null, text: sink.text });
  else host.outbox.emit({ type: 'response.done', turnId: turn.id, messageId: null, text: sink.text });
}
