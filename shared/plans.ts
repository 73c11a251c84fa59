/** Plans (SPEC sections 3, 6, 9). Only what the product uses so far; -1 means unlimited. */
export const planIds = ['free', 'premium-monthly', 'premium-annual', '24hour_pass'] as const;
export type PlanId = (typeof planIds)[number];

export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  name: string;
  type: 'free' | 'premium';
  limits: {
    dailyVoiceMinutes: number;
    dailyVoiceSeconds: number;
    /** Mood check-ins per week (weeks start on Sunday); -1 is unlimited (still one a day). */
    moodCheckInsPerWeek: number;
    productivityGuideAccess: boolean;
    /** How often a wrap-up can be generated: once a calendar month, a week (from Monday) or a day. */
    wrapUpFrequency: WrapUpFrequency;
  };
}

export type WrapUpFrequency = 'monthly' | 'weekly' | 'daily';

const premiumLimits = {
  dailyVoiceMinutes: UNLIMITED,
  dailyVoiceSeconds: UNLIMITED,
  moodCheckInsPerWeek: UNLIMITED,
  productivityGuideAccess: true,
  wrapUpFrequency: 'daily',
} as const;

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    type: 'free',
    limits: {
      dailyVoiceMinutes: 15,
      dailyVoiceSeconds: 900,
      moodCheckInsPerWeek: 1,
      productivityGuideAccess: false,
      wrapUpFrequency: 'monthly',
    },
  },
  'premium-monthly': {
    id: 'premium-monthly',
    name: 'Premium Monthly',
    type: 'premium',
    limits: premiumLimits,
  },
  'premium-annual': {
    id: 'premium-annual',
    name: 'Premium Annual',
    type: 'premium',
    limits: premiumLimits,
  },
  '24hour_pass': {
    id: '24hour_pass',
    name: '24-Hour Pass',
    type: 'premium',
    limits: { ...premiumLimits, wrapUpFrequency: 'weekly' },
  },
};

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}
