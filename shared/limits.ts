import { UNLIMITED, isPlanId, plans, type Plan } from './plans';

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

/** SPEC section 9: remaining minutes = limit minus rounded-up used minutes, floored at 0; null when unlimited. */
export function voiceMinutesRemaining(plan: Plan, usedSeconds: number): number | null {
  const limit = plan.limits.dailyVoiceMinutes;
  if (limit === UNLIMITED) return null;
  return Math.max(0, limit - Math.ceil(usedSeconds / 60));
}
