import type { Kysely } from 'kysely';
import type { UsageResponse } from '@shared/api/billing';
import { checkLimit, planAt, voiceMinutesRemaining } from '@shared/limits';
import { UNLIMITED } from '@shared/plans';
import type { Database } from '../../db/database';
import { calendarDay, weekStart } from '../../lib/calendar-day';
import { findUsageProfile, usageCounts } from './usage.repository';

export interface UsageServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Brings test-mode subscriptions up to now first, so the plan is the one in force. */
  syncTestMode: (userId: string) => Promise<void>;
}

/** `GET /api/usage`: the plan in force now (an expired pass is free, to the second) and what is used of it. */
export function createUsageService({ db, now, syncTestMode }: UsageServiceDeps) {
  return {
    async usage(userId: string): Promise<UsageResponse> {
      await syncTestMode(userId);
      const profile = await findUsageProfile(db, userId);
      const at = now();
      const timezone = profile?.timezone ?? 'UTC';
      const passExpiresAt = profile?.pass_expires_at ?? null;
      const plan = planAt({ subscriptionPlan: profile?.subscription_plan ?? 'free', passExpiresAt }, at);
      const today = calendarDay(at, timezone);
      const counts = await usageCounts(db, userId, { today, weekFrom: weekStart(today, 'sunday') });
      const perWeek = plan.limits.moodCheckInsPerWeek;
      return {
        plan: { id: plan.id, name: plan.name, type: plan.type },
        passExpiresAt: plan.id === '24hour_pass' && passExpiresAt ? passExpiresAt.toISOString() : null,
        todayVoiceSeconds: counts.todayVoiceSeconds,
        voiceMinutesRemaining: voiceMinutesRemaining(plan, counts.todayVoiceSeconds),
        weeklyMoodCheckIns: counts.weeklyMoodCheckIns,
        moodCheckInsRemaining: perWeek === UNLIMITED ? null : Math.max(0, perWeek - counts.weeklyMoodCheckIns),
        lastMoodCheckIn: counts.lastMoodCheckIn?.toISOString() ?? null,
        productivityAccess: checkLimit(plan, 'productivity').allowed,
      };
    },
  };
}
