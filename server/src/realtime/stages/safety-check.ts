import type { AiProvider } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { isSelfHarm, type FlaggedBy } from '../../safety/crisis-referrals';
import { classifyRisk, type RiskVerdict } from '../../safety/risk-classifier';
import { deadline } from '../../lib/clock';
import type { Stage, TurnContext } from './stage';

export interface SafetyFlag {
  flaggedBy: FlaggedBy;
  categories: string[];
}

/** A user message with its risk verdicts: the local one at once, the provider's moderation when it comes. */
export interface CheckedMessage {
  text: string;
  local: RiskVerdict;
  /** The provider's self-harm categories; none when it has no moderation of its own, did not flag, or failed. */
  provider: Promise<string[]>;
}

interface SafetyCheckOptions {
  ai: AiProvider;
  timeoutMs: number;
  onFlagged: (flag: SafetyFlag) => void | Promise<void>;
  /** Keeps verdicts still out when the turn is cut, so they finish after it (awaited when the server closes). */
  keep: (verdicts: Promise<unknown>) => void;
}

/**
 * Checks each user message for suicide and self-harm risk twice: with the local classifier (every
 * language, offline, at once) and with the AI provider's own moderation when it has one (the offline
 * provider's moderation is that same classifier, so it is not asked again). Either flagging is enough,
 * and a provider error never clears a local flag. The message goes on with both verdicts (the reply
 * stage reads them rather than classifying again); the moderation call is made once the reply's has
 * gone out, and the stage ends once every verdict is in and `onFlagged` has finished (so crisis
 * resources reach the client before the reply's end). A flag is never dropped: the moderation has its
 * own deadline, not the turn's, and when the turn is cut the verdicts still out finish without it.
 */
export function createSafetyCheck(options: SafetyCheckOptions): Stage<string, CheckedMessage> {
  return async function* safetyCheck(messages, turn) {
    const verdicts: Promise<void>[] = [];
    try {
      for await (const text of messages) {
        const local = classifyRisk(text);
        const provider = options.ai.mode === 'offline' ? Promise.resolve([]) : afterThisTurn().then(() => providerCategories(text, options, turn));
        verdicts.push(provider.then((categories) => flag(local.categories, categories, options, turn)));
        yield { text, local, provider };
      }
    } finally {
      const all = Promise.all(verdicts);
      options.keep(all);
      await untilCut(all, turn.signal);
    }
  };
}

async function flag(local: string[], provider: string[], options: SafetyCheckOptions, turn: TurnContext): Promise<void> {
  // A cut turn (barge-in, stop, mode switch, dropped socket) still brings the lines: a flag is never dropped.
  if (local.length === 0 && provider.length === 0) return;
  const flaggedBy: FlaggedBy = local.length && provider.length ? 'both' : local.length ? 'local' : 'provider';
  try {
    await options.onFlagged({ flaggedBy, categories: [...new Set([...local, ...provider])] });
  } catch (error) {
    turn.log.error({ err: error }, 'sending crisis resources failed');
  }
}

/** The provider's self-harm categories for the text; none when it did not flag, or failed (logged, counted). */
async function providerCategories(text: string, options: SafetyCheckOptions, turn: TurnContext): Promise<string[]> {
  // Its own deadline: cutting the turn must not cut the moderation, or a flag from it alone would be lost.
  const limit = deadline(turn.clock, new AbortController().signal, options.timeoutMs);
  try {
    const verdict = await options.ai.moderate({ text, signal: limit.signal });
    return verdict.flagged ? verdict.categories.filter(isSelfHarm) : [];
  } catch (error) {
    countProviderError(options.ai.mode, 'moderation');
    turn.log.warn({ err: error }, 'moderation failed; the local check stands');
    return [];
  } finally {
    limit.dispose();
  }
}

/** Resolves when `work` is done, or at once when the turn is cut (the work goes on without it). */
function untilCut(work: Promise<unknown>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    void work.then(done, done);
  });
}

const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
