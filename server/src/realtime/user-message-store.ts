import { sessionMessages } from '@shared/messages';
import { TurnError, type Stage, type TurnContext } from './stages/stage';
import type { TurnHost, TurnInput } from './turn';

export interface UserMessageStore {
  stage: Stage<string, string>;
  /**
   * Resolves once the user's message is saved and announced (true), or to false when it will not be:
   * nothing was heard, or the same text message was already answered. Rejects when saving failed.
   */
  saved(): Promise<boolean>;
}

/**
 * The transcript store's user side: each message is saved, then announced (`transcript.user`) with its id.
 * A spoken message goes on to the reply while it is being saved, keeping the database off the reply's
 * path; whoever sends the reply waits for `saved()` before its first output, so the client still hears
 * of the message first. A text message is saved before it is answered: one re-sent after a reconnect
 * (same client id) was already answered, and is not answered twice.
 */
export function createUserMessageStore(host: TurnHost, input: TurnInput, onStored: () => void = () => undefined): UserMessageStore {
  let saving: Promise<boolean> = Promise.resolve(false);

  const save = async (text: string, turn: TurnContext): Promise<boolean> => {
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
    if (!message.created) return false;
    host.outbox.emit({ type: 'transcript.user', turnId: turn.turnId, messageId: message.id, text });
    onStored();
    return true;
  };

  const stage: Stage<string, string> = async function* storeUserMessage(texts, turn) {
    for await (const text of texts) {
      if (turn.signal.aborted) return;
      saving = save(text, turn);
      if (input.kind === 'voice') {
        saving.catch(() => undefined); // reported by whoever awaits `saved()`
      } else if (!(await saving)) {
        return;
      }
      host.conversation.add('user', text);
      host.setState('responding');
      yield text;
    }
  };

  return { stage, saved: () => saving };
}
