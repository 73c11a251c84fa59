import { languageName } from '../features/sessions/companion-prompts';
import type { AiProvider } from '../providers/ai/ai-provider';
import { sleep } from '../lib/clock';
import { once } from '../lib/once';
import { createRespondStage, type ReplyRequestWithoutSignal } from '../realtime/stages/respond';
import type { CheckedMessage } from '../realtime/stages/safety-check';
import type { Stage, TurnContext } from '../realtime/stages/stage';

/**
 * Longest an online reply is held for the provider's moderation; then it goes on, and a later flag
 * still brings the lines and the referral (safety-check), though not the crisis reply.
 */
export const MODERATION_HOLD_MS = 1500;

interface CrisisAwareRespondOptions {
  ai: AiProvider;
  timeoutMs: number;
  request: (userText: string, signal: AbortSignal) => Promise<ReplyRequestWithoutSignal>;
  /** The reply to a flagged message in the user's language, naming their country's line. */
  crisisReply: () => Promise<string>;
}

/**
 * The respond stage, with the reply to a message flagged as a risk (by the local classifier or the
 * provider's moderation): the offline companion says the written crisis reply (crisis-replies.ts); an
 * online model is asked to say the same in its own words. Either way the conversation goes on. While the
 * provider's moderation is out (up to MODERATION_HOLD_MS), the ordinary reply is asked for but held
 * back; if it flags, that reply is dropped for the crisis one. A turn cut while held releases nothing.
 */
export function createCrisisAwareRespond(options: CrisisAwareRespondOptions): Stage<CheckedMessage, string> {
  const respond = createRespondStage(options);
  const guided = createRespondStage({
    ...options,
    request: async (text, signal) => withCrisisGuidance(await options.request(text, signal), await options.crisisReply()),
  });
  const crisis = async function* (text: string, turn: TurnContext) {
    if (options.ai.mode === 'offline') yield await options.crisisReply();
    else yield* guided(once(text), turn);
  };
  return async function* crisisAwareRespond(messages, turn) {
    for await (const message of messages) {
      if (message.local.flagged) yield* crisis(message.text, turn);
      else if (options.ai.mode === 'offline') yield* respond(once(message.text), turn);
      else yield* heldUntilModerated(message, turn);
    }
  };

  async function* heldUntilModerated(message: CheckedMessage, turn: TurnContext) {
    const own = new AbortController();
    const cut = () => own.abort(turn.signal.reason);
    if (turn.signal.aborted) cut();
    else turn.signal.addEventListener('abort', cut, { once: true });
    const replies = respond(once(message.text), { ...turn, signal: own.signal })[Symbol.asyncIterator]();
    const first = replies.next();
    // Not awaited while held: a failure meanwhile must not be an unhandled rejection.
    first.catch(() => undefined);
    try {
      const flagged = await moderatedWithin(message.provider, turn);
      if (turn.signal.aborted) return;
      if (flagged) {
        own.abort(new DOMException('The reply was flagged.', 'AbortError'));
        await first.catch(() => undefined);
        yield* crisis(message.text, turn);
        return;
      }
      for (let next = await first; !next.done; next = await replies.next()) yield next.value;
    } finally {
      turn.signal.removeEventListener('abort', cut);
      await replies.return?.(undefined);
    }
  }
}

/** Whether the provider flagged within the hold (false when it was late); settles at once when the turn is cut. */
async function moderatedWithin(provider: Promise<string[]>, turn: TurnContext): Promise<boolean> {
  const held = new AbortController();
  const cut = () => held.abort();
  turn.signal.addEventListener('abort', cut, { once: true });
  try {
    const late = sleep(turn.clock, MODERATION_HOLD_MS, held.signal).then(
      () => null,
      () => null,
    );
    const categories = turn.signal.aborted ? null : await Promise.race([provider, late]);
    return categories !== null && categories.length > 0;
  } finally {
    turn.signal.removeEventListener('abort', cut);
    held.abort();
  }
}

function withCrisisGuidance(request: ReplyRequestWithoutSignal, reply: string): ReplyRequestWithoutSignal {
  const guidance = [
    'The last message may mean the person is at risk of suicide or self-harm.',
    'Do not end the conversation. Acknowledge them warmly and without judgement, encourage them to reach a person now, and name the crisis line below with how to reach it. Never describe any method.',
    `In ${languageName(request.language)}, say in your own words what this says: ${reply}`,
  ].join('\n');
  return { ...request, messages: [...request.messages, { role: 'system', content: guidance }] };
}
