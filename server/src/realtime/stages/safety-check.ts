import type { AiProvider } from '../../providers/ai/ai-provider';
import { countProviderError } from '../../plugins/metrics';
import { isSelfHarm, type FlaggedBy } from '../../safety/crisis-referrals';
import { classifyRisk, type RiskVerdict } from '../../safety/risk-classifier';
import { deadline } from '../clock';
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
}

/**
 * Checks each user message for suicide and self-harm risk twice: with the local classifier (every
 * language, offline, at once) and with the AI provider's own moderation when it has one (the offline
 * provider's moderation is that same classifier, so it is not asked again). Either flagging is enough,
 * and a provider error never clears a local flag. The message goes on with both verdicts (the reply
 * stage reads them rather than classifying again); the moderation call is made once the reply's has
 * gone out, and the stage ends once every verdict is in and `onFlagged` has finished (so crisis
 * resources reach the client before the reply's end).
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
      await Promise.all(verdicts);
    }
  };
}

async function flag(local: string[], provider: string[], options: SafetyCheckOptions, turn: TurnContext): Promise<void> {
  // A cut turn (barge-in, stop, mode switch) still brings the lines: a flag is never dropped.
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
  const limit = deadline(turn.clock, turn.signal, options.timeoutMs);
  try {
    const verdict = await options.ai.moderate({ text, signal: limit.signal });
    return verdict.flagged ? verdict.categories.filter(isSelfHarm) : [];
  } catch (error) {
    if (!turn.signal.aborted) {
      countProviderError(options.ai.mode, 'moderation');
      turn.log.warn({ err: error }, 'moderation failed; the local check stands');
    }
    return [];
  } finally {
    limit.dispose();
  }
}

const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
