import type { Kysely } from 'kysely';
import type { CrisisSupport } from '@shared/crisis';
import type { LanguageCode } from '@shared/preferences';
import type { Database } from '../db/database';
import { crisisCountryOf } from '@shared/crisis-country';
import { crisisReply, crisisSupportFor } from './crisis-support';
import type { RiskCategory } from './risk-classifier';
import { findTimezone, insertReferral } from './referrals.repository';

export type Surface = 'chat' | 'voice' | 'mood';
export type FlaggedBy = 'local' | 'provider' | 'both';

export interface Referral {
  userId: string;
  language: LanguageCode;
  surface: Surface;
  flaggedBy: FlaggedBy;
  categories: readonly string[];
}

/**
 * Crisis support for a user: their country's lines (from their time zone, then language) and the
 * companion's reply naming them; each referral is recorded for the yearly count, never with the text.
 */
export function createCrisisReferrals({
  db,
  now,
  onRecordFailed,
}: {
  db: Kysely<Database>;
  now: () => Date;
  /** The lines are shown even when the referral could not be recorded. */
  onRecordFailed: (error: unknown) => void;
}) {
  // A failed read of the time zone still brings lines: those of the language, or the international ones.
  const countryFor = async (userId: string, language: LanguageCode) =>
    crisisCountryOf(
      await findTimezone(db, userId).catch((error: unknown) => {
        onRecordFailed(error);
        return null;
      }),
      language,
    );

  return {
    /** The reply to a flagged message, in the user's language, naming their country's line. */
    async replyFor(userId: string, language: LanguageCode): Promise<string> {
      return crisisReply(await countryFor(userId, language), language);
    },

    /** Records the referral and returns the lines to show. */
    async refer(referral: Referral): Promise<CrisisSupport> {
      const country = await countryFor(referral.userId, referral.language);
      const category: RiskCategory = referral.categories.includes('violence') && !referral.categories.some(isSelfHarm) ? 'violence' : 'self-harm';
      await insertReferral(db, { ...referral, country, category, at: now() }).catch(onRecordFailed);
      return crisisSupportFor(country, referral.language);
    },
  };
}

export type CrisisReferrals = ReturnType<typeof createCrisisReferrals>;

/** OpenAI's self-harm categories: `self-harm`, `self-harm/intent`, `self-harm/instructions`. */
export const isSelfHarm = (category: string) => category.startsWith('self-harm') || category.startsWith('self_harm');
