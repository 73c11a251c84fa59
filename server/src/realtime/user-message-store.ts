import { sessionMessages } from '@shared/messages';
import { TurnError, type Stage } from './stages/stage';
import type { TurnHost, TurnInput } from './turn';

/**
 * The transcript store's user side: each message is saved as it is heard, then announced with its id.
 * A text message re-sent after a reconnect (same client id) was already answered: it is not answered twice.
 */
export function createUserMessageStore(host: TurnHost, input: TurnInput): { stage: Stage<string, string>; readonly saved: boolean } {
  let saved = false;
  const stage: Stage<string, string> = async function* storeUserMessage(texts, turn) {
    for await (const text of texts) {
      if (turn.signal.aborted) return;
      let message: { id: string; created: boolean };
      try {
        message = await host.deps.sessions.saveMessage(host.userId, host.id, {
          role: 'user',
          content: text,
          source: input.kind,
          interrupted: false,
          clientMessageId: input.kind === 'text' ? input.clientMessageId : null,
        });
      } catch (error) {
        throw new TurnError('internal_error', sessionMessages.sendFailed, { cause: error });
      }
      if (!message.created) return;
      saved = true;
      host.conversation.add('user', text);
      host.outbox.emit({ type: 'transcript.user', turnId: turn.turnId, messageId: message.id, text });
      host.setState('responding');
      yield text;
    }
  };
  return {
    stage,
    get saved() {
      return saved;
    },
  };
}
