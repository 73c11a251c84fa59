import type { CrisisSupport } from '@shared/crisis';
import type { LanguageCode } from '@shared/preferences';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { isSelfHarm, type CrisisReferrals, type FlaggedBy } from '../../safety/crisis-referrals';
import { classifyRisk } from '../../safety/risk-classifier';

const MODERATION_TIMEOUT_MS = 5000;

/**
 * Checks a check-in's note as a session message is checked: the local classifier, and the provider's
 * moderation when it has its own (a failure there never clears a local flag). A flagged note brings
 * the crisis lines and is recorded as a referral; the check-in is saved either way.
 */
export async function checkMoodNote(
  note: string,
  options: { userId: string; fallbackLanguage: LanguageCode; ai?: AiProvider; referrals: CrisisReferrals; onProviderError: (error: unknown) => void },
): Promise<CrisisSupport | undefined> {
  const local = classifyRisk(note);
  let provider: string[] = [];
  if (options.ai && options.ai.mode !== 'offline') {
    try {
      const verdict = await options.ai.moderate({ text: note, signal: AbortSignal.timeout(MODERATION_TIMEOUT_MS) });
      provider = verdict.flagged ? verdict.categories.filter(isSelfHarm) : [];
    } catch (error) {
      options.onProviderError(error);
    }
  }
  if (!local.flagged && provider.length === 0) return undefined;
  const flaggedBy: FlaggedBy = local.flagged && provider.length ? 'both' : local.flagged ? 'local' : 'provider';
  return options.referrals.refer({
    userId: options.userId,
    language: local.languages[0] ?? options.fallbackLanguage,
    surface: 'mood',
    flaggedBy,
    categories: [...local.categories, ...provider],
  });
}
