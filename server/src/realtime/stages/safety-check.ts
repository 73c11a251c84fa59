import type { AiProvider } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { deadline } from '../clock';
import type { Stage, TurnContext } from './stage';

/**
 * Moderates each user message alongside the reply rather than before it (a moderation round trip
 * would add to every turn's latency). A flagged message is still answered, supportively, and
 * `onFlagged` lets the session send crisis resources; the stage ends only once every verdict is in.
 * A moderation failure never blocks the reply: it is logged. The moderation call is made once the
 * reply's has gone out (at the end of this turn of the event loop), so the provider (its thread, the
 * connection, the API) takes the reply first.
 */
export function createSafetyCheck(options: {
  ai: AiProvider;
  timeoutMs: number;
  onFlagged: (categories: string[]) => void;
}): Stage<string, string> {
  return async function* safetyCheck(messages, turn) {
    const verdicts: Promise<void>[] = [];
    try {
      for await (const text of messages) {
        verdicts.push(afterThisTurn().then(() => moderate(text, options, turn)));
        yield text;
      }
    } finally {
      await Promise.all(verdicts);
    }
  };
}

async function moderate(
  text: string,
  options: { ai: AiProvider; timeoutMs: number; onFlagged: (categories: string[]) => void },
  turn: TurnContext,
): Promise<void> {
  const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
  try {
    const verdict = await options.ai.moderate({ text, signal: limit.signal });
    if (verdict.flagged && !turn.signal.aborted) options.onFlagged(verdict.categories);
  } catch (error) {
    if (turn.signal.aborted) return;
    countProviderError(options.ai.mode, 'moderation');
    turn.log.warn({ err: error }, 'moderation failed');
  } finally {
    limit.dispose();
  }
}

const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
