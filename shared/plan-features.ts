import { SESSION_CAP_SECONDS } from './limits';
import type { Text } from './i18n/text';
import { UNLIMITED, type Plan, type WrapUpFrequency } from './plans';

/**
 * What a plan gives, in the texts every page uses (pricing, the plans page, the paywall, the mood
 * tracker), read from the plan's limits so no page promises more than the server allows.
 */

const CALL_MINUTES = SESSION_CAP_SECONDS / 60;

/** Premium has no daily limit, but every call still ends after 15 minutes: both are said. */
export function voiceFeature(plan: Plan): Text {
  const daily = plan.limits.dailyVoiceMinutes;
  return daily === UNLIMITED
    ? { key: 'plans.voiceUnlimited', values: { minutes: CALL_MINUTES } }
    : { key: 'plans.voicePerDay', values: { count: daily } };
}

export function moodFeature(plan: Plan): Text {
  const perWeek = plan.limits.moodCheckInsPerWeek;
  return perWeek === UNLIMITED ? { key: 'plans.moodEveryDay' } : { key: 'plans.moodPerWeek', values: { count: perWeek } };
}

const wrapUpFeatures: Record<WrapUpFrequency, Text> = {
  monthly: { key: 'plans.wrapUpMonthly' },
  weekly: { key: 'plans.wrapUpWeekly' },
  daily: { key: 'plans.wrapUpDaily' },
};

/** The plan's lines, in the order the pricing cards show them. */
export function planFeatures(plan: Plan): Text[] {
  return [
    voiceFeature(plan),
    moodFeature(plan),
    ...(plan.limits.productivityGuideAccess ? [{ key: 'plans.productivityGuide' } as const] : []),
    wrapUpFeatures[plan.limits.wrapUpFrequency],
  ];
}

/** The 24-hour pass: the same access as Premium for a day, so its wrap-up frequency is not sold. */
export const passFeatures: Text[] = [
  { key: 'plans.passVoice', values: { minutes: CALL_MINUTES } },
  { key: 'plans.passMoodAndGuide' },
  { key: 'plans.passNoSubscription' },
];
