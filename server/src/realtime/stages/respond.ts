import { say } from '../../i18n/translator';
import type { AiProvider, ReplyRequest } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { deadline } from '../../lib/clock';
import { isAbort, type Stage } from './stage';

export type ReplyRequestWithoutSignal = Omit<ReplyRequest, 'signal'>;

/**
 * Streams the reply to each user message token by token. SPEC section 8's fallbacks, as the companion's
 * words in the reply's language: a failure before any text answers 'I'm having trouble…', an empty reply
 * answers 'I understand. Please tell me more.'
 * The timeout counts only time spent waiting on the provider, restarting with each piece.
 */
export function createRespondStage(options: {
  ai: AiProvider;
  request: (userText: string, signal: AbortSignal) => Promise<ReplyRequestWithoutSignal>;
  timeoutMs: number;
}): Stage<string, string> {
  return async function* respond(messages, turn) {
    for await (const text of messages) {
      const request = await options.request(text, turn.signal);
      const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
      let said = false;
      let failed = false;
      try {
        for await (const delta of options.ai.streamReply({ ...request, signal: limit.signal })) {
          if (!delta) continue;
          said ||= delta.trim() !== '';
          limit.pause();
          yield delta;
          limit.restart();
        }
      } catch (error) {
        if (isAbort(error, turn.signal)) return;
        countProviderError(options.ai.mode, 'reply');
        turn.log.warn({ err: error }, 'reply failed');
        failed = true;
      } finally {
        limit.dispose();
      }
      if (failed && !said) yield say(request.language, { key: 'session:messages.replyFailed' });
      else if (!said) yield say(request.language, { key: 'session:messages.replyEmpty' });
    }
  };
}
