import { SESSION_CAP_SECONDS } from './limits';
import { UNLIMITED, plans, type Plan, type WrapUpFrequency } from './plans';

/**
 * What a plan gives, in the words every page uses (pricing, the plans page, the paywall, the mood
 * tracker), read from the plan's limits so no page promises more than the server allows.
 */

const CALL_MINUTES = SESSION_CAP_SECONDS / 60;

/** Premium has no daily limit, but every call still ends after 15 minutes: both are said. */
export function voiceFeature(plan: Plan): string {
  const daily = plan.limits.dailyVoiceMinutes;
  return daily === UNLIMITED
    ? `Voice calls with no daily limit, up to ${CALL_MINUTES} minutes each`
    : `${daily} minutes of voice per day`;
}

export function moodFeature(plan: Plan): string {
  const perWeek = plan.limits.moodCheckInsPerWeek;
  if (perWeek === UNLIMITED) return 'A mood check-in every day';
  return `${perWeek} mood check-in${perWeek === 1 ? '' : 's'} per week`;
}

const wrapUpFeatures: Record<WrapUpFrequency, string> = {
  monthly: 'A wrap-up every month',
  weekly: 'A wrap-up every week',
  daily: 'A new wrap-up every day',
};

/** The plan's lines, in the order the pricing cards show them. */
export function planFeatures(plan: Plan): string[] {
  return [
    voiceFeature(plan),
    moodFeature(plan),
    ...(plan.limits.productivityGuideAccess ? ['The Productivity Guide'] : []),
    wrapUpFeatures[plan.limits.wrapUpFrequency],
  ];
}

/** The 24-hour pass: the same access as Premium for a day, so its wrap-up frequency is not sold. */
export const passFeatures = [
  `For 24 hours: ${voiceFeature(plans['24hour_pass']).toLowerCase()}`,
  'Mood check-ins and the Productivity Guide while it lasts',
  'No subscription',
];

/** A weekly allowance of check-ins in a sentence: 'one mood check-in a week'. */
export function weeklyCheckIns(perWeek: number): string {
  return perWeek === 1 ? 'one mood check-in a week' : `${perWeek} mood check-ins a week`;
}

/** How often a person on `perWeek` check-ins can check in, for the mood tracker's heading. */
export function checkInCadence(perWeek: number): string {
  if (perWeek === UNLIMITED) return 'Check in once a day and watch how you feel change over time.';
  return `Your plan includes ${weeklyCheckIns(perWeek)}. Watch how you feel change over time.`;
}
