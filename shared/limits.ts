import type { TextKey } from './i18n/text';
import { UNLIMITED, isPlanId, plans, type Plan, type WrapUpFrequency } from './plans';

/** Every voice session ends after this many seconds, whatever the plan (SPEC section 9). */
export const SESSION_CAP_SECONDS = 900;

export interface PlanHolder {
  subscriptionPlan: string;
  /** When a 24-hour pass runs out; ISO text or Date. */
  passExpiresAt: string | Date | null;
}

/**
 * The plan that applies at `now`: the stored plan, except that an unknown plan, or a 24-hour pass
 * whose `passExpiresAt` is missing or past, counts as free.
 */
export function planAt(holder: PlanHolder, now: Date): Plan {
  const id = holder.subscriptionPlan;
  if (!isPlanId(id)) return plans.free;
  if (id !== '24hour_pass') return plans[id];
  const expires = holder.passExpiresAt === null ? null : new Date(holder.passExpiresAt);
  if (!expires || Number.isNaN(expires.getTime()) || expires.getTime() <= now.getTime()) return plans.free;
  return plans[id];
}

/** Seconds of voice left today; `null` when the plan is unlimited. */
export function dailyVoiceSecondsLeft(plan: Plan, usedToday: number): number | null {
  const limit = plan.limits.dailyVoiceSeconds;
  if (limit === UNLIMITED) return null;
  return Math.max(0, limit - usedToday);
}

/** Mood check-ins a week on `plan`; null when it allows one every day. */
export function weeklyCheckInAllowance(plan: Plan): number | null {
  const perWeek = plan.limits.moodCheckInsPerWeek;
  return perWeek === UNLIMITED ? null : perWeek;
}

/** SPEC section 9: remaining minutes = limit minus rounded-up used minutes, floored at 0; null when unlimited. */
export function voiceMinutesRemaining(plan: Plan, usedSeconds: number): number | null {
  const limit = plan.limits.dailyVoiceMinutes;
  if (limit === UNLIMITED) return null;
  return Math.max(0, limit - Math.ceil(usedSeconds / 60));
}

/** What a limit check is about; SPEC's `checkLimit('voice' | 'mood' | 'productivity' | 'wrap_up')`. */
export type LimitedFeature = 'voice' | 'mood' | 'productivity' | 'wrap_up';

/** What has been used so far in the periods the limits count. */
export interface FeatureUsage {
  todayVoiceSeconds?: number;
  /** Check-ins since Sunday 00:00 in the user's time zone. */
  weeklyMoodCheckIns?: number;
  /** Wrap-ups generated in the current period of the plan's wrap-up frequency. */
  wrapUpsThisPeriod?: number;
}

/**
 * A refusal's reason is the key of its text ('billing:limits.mood'): an `AppError` given it is said in the
 * request's language, and the paywall says it in the page's (`useSayMessage`).
 */
export type LimitCheck = { allowed: true } | { allowed: false; reason: TextKey };

/** The one rule for what a plan allows now; the server enforces it and the client shows the paywall from it. */
export function checkLimit(plan: Plan, feature: LimitedFeature, usage: FeatureUsage = {}): LimitCheck {
  const refuse = (reason: TextKey): LimitCheck => ({ allowed: false, reason });
  switch (feature) {
    case 'voice':
      return dailyVoiceSecondsLeft(plan, usage.todayVoiceSeconds ?? 0) === 0 ? refuse(limitReasons.voice) : { allowed: true };
    case 'mood': {
      const perWeek = plan.limits.moodCheckInsPerWeek;
      return perWeek !== UNLIMITED && (usage.weeklyMoodCheckIns ?? 0) >= perWeek ? refuse(limitReasons.mood) : { allowed: true };
    }
    case 'productivity':
      return plan.limits.productivityGuideAccess ? { allowed: true } : refuse(limitReasons.productivity);
    case 'wrap_up':
      return (usage.wrapUpsThisPeriod ?? 0) >= 1 ? refuse(limitReasons.wrapUp(plan.limits.wrapUpFrequency)) : { allowed: true };
  }
}

const wrapUpReasons: Record<WrapUpFrequency, TextKey> = {
  daily: 'billing:limits.wrapUpDaily',
  weekly: 'billing:limits.wrapUpWeekly',
  monthly: 'billing:limits.wrapUpMonthly',
};

/** SPEC section 8's paywall reasons: keys of their texts (shared/i18n/locales/<language>/billing.json). */
export const limitReasons = {
  voice: 'billing:limits.voice',
  mood: 'billing:limits.mood',
  productivity: 'billing:limits.productivity',
  wrapUp: (frequency: WrapUpFrequency): TextKey => wrapUpReasons[frequency],
  generic: 'billing:limits.generic',
} as const satisfies Record<string, TextKey | ((frequency: WrapUpFrequency) => TextKey)>;
