import { TurnError, type Stage, type TurnContext } from '../stages/stage';
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
 * A message goes on to the reply while it is being saved, keeping the database off the reply's path;
 * whoever sends the reply waits for `saved()` before its first output, so the client still hears of the
 * message first. A text message re-sent after a reconnect (same client id) was already answered: the
 * session remembers the ids it has taken, and the repeat goes no further. A tentative turn's message is
 * in the conversation the reply is asked with, but saved only once the turn is released.
 */
export function createUserMessageStore(
  host: TurnHost,
  input: TurnInput,
  options: {
    onStored?: (messageId: string) => void;
    /** A tentative turn's release: nothing is saved before it, and the message is taken back if it never comes. */
    released?: Promise<boolean> | null;
  } = {},
): UserMessageStore {
  const { onStored = () => undefined, released = null } = options;
  const clientMessageId = input.kind === 'text' ? input.clientMessageId : null;
  let saving: Promise<boolean> = Promise.resolve(false);

  const save = async (text: string, turn: TurnContext): Promise<boolean> => {
    let message: { id: string; created: boolean };
    try {
      message = await host.deps.sessions.saveMessage(host.userId, host.id, {
        role: 'user',
        content: text,
        source: input.kind,
        interrupted: false,
        clientMessageId,
      });
    } catch (error) {
      if (clientMessageId) host.takenTextMessages.forget(clientMessageId);
      throw new TurnError('internal_error', { key: 'session:messages.sendFailed' }, { cause: error });
    }
    // A repeat too old for the session to remember: the database kept the first copy. The reply already
    // asked for is dropped before any of it is sent, so the client sees nothing, as for any repeat (only
    // the companion's recent messages hold the text once more).
    if (!message.created) return false;
    host.outbox.emit({ type: 'transcript.user', turnId: turn.turnId, messageId: message.id, text });
    onStored(message.id);
    return true;
  };

  const stage: Stage<string, string> = async function* storeUserMessage(texts, turn) {
    for await (const text of texts) {
      // A typed message is saved (and checked) even when its reply was cut at once: what someone said is never lost.
      if (turn.signal.aborted && input.kind !== 'text') return;
      if (clientMessageId && !host.takenTextMessages.take(clientMessageId)) return;
      const said = host.conversation.add('user', text);
      saving = released
        ? released.then((ok) => {
            if (ok) return save(text, turn);
            host.conversation.withdraw(said);
            return false;
          })
        : save(text, turn);
      saving.catch(() => undefined); // reported by whoever awaits `saved()`
      yield text;
    }
  };

  return { stage, saved: () => saving };
}

/**
 * The transcript store's reply side: the reply as it was said, or cut. A reply cut before any of it was
 * said is saved empty and interrupted, so the transcript shows it was cut. The message id, or null when
 * nothing was saved (or saving failed, which is logged: the person already heard the reply).
 */
export async function saveReply(host: TurnHost, source: TurnInput['kind'], text: string, interrupted: boolean): Promise<string | null> {
  if (!text && !interrupted) return null;
  try {
    const saved = await host.deps.sessions.saveMessage(host.userId, host.id, {
      role: 'assistant',
      content: text,
      source,
      interrupted,
      clientMessageId: null,
    });
    if (text) host.conversation.add('assistant', text);
    return saved.id;
  } catch (error) {
    host.deps.log.warn({ err: error }, 'saving the reply failed');
    return null;
  }
}
