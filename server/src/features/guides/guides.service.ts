import type { Kysely } from 'kysely';
import type { Guide, GuideSlug, GuidesIndexResponse } from '@shared/api/guides';
import { checkLimit, planAt, type LimitCheck } from '@shared/limits';
import type { LanguageCode } from '@shared/preferences';
import type { Database } from '../../db/database';
import { say } from '../../i18n/translator';
import { AppError } from '../../plugins/error-handler';
import { guideBySlug, guideSummaries } from './content/guides-catalogue';
import { findPlanHolder } from './guides.repository';

/**
 * The productivity guides, opened only to plans whose `productivity` limit check allows them now,
 * in the reader's language.
 */
export function createGuidesService({ db, now }: { db: Kysely<Database>; now: () => Date }) {
  const access = async (userId: string): Promise<LimitCheck> => {
    const profile = await findPlanHolder(db, userId);
    const plan = planAt(
      { subscriptionPlan: profile?.subscription_plan ?? 'free', passExpiresAt: profile?.pass_expires_at ?? null },
      now(),
    );
    return checkLimit(plan, 'productivity');
  };

  return {
    async list(userId: string, language: LanguageCode): Promise<GuidesIndexResponse> {
      const allowed = await access(userId);
      return { access: allowed.allowed, reason: allowed.allowed ? null : say(language, { key: allowed.reason }), guides: guideSummaries(language) };
    },

    async read(userId: string, slug: GuideSlug, language: LanguageCode): Promise<Guide> {
      const allowed = await access(userId);
      if (!allowed.allowed) throw new AppError('limit_reached', 403, { key: allowed.reason });
      return guideBySlug(slug, language);
    },
  };
}
