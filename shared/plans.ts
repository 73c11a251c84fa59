/** Plans (SPEC sections 3, 6, 9). Only what the product uses so far; -1 means unlimited. */
export const planIds = ['free', 'premium-monthly', 'premium-annual', '24hour_pass'] as const;
export type PlanId = (typeof planIds)[number];

export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  name: string;
  type: 'free' | 'premium';
  /** What it costs, in US cents, and for how long: a month, a year, or 24 hours once (the pass). */
  price: { cents: number; interval: 'month' | 'year' | 'day' | null };
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
    price: { cents: 0, interval: null },
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
    price: { cents: 799, interval: 'month' },
    limits: premiumLimits,
  },
  'premium-annual': {
    id: 'premium-annual',
    name: 'Premium Annual',
    type: 'premium',
    price: { cents: 4999, interval: 'year' },
    limits: premiumLimits,
  },
  '24hour_pass': {
    id: '24hour_pass',
    name: '24-Hour Pass',
    type: 'premium',
    price: { cents: 100, interval: 'day' },
    limits: { ...premiumLimits, wrapUpFrequency: 'weekly' },
  },
};

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}

/** The plans that are bought: the two subscriptions and the one-time pass. */
export const paidPlanIds = ['premium-monthly', 'premium-annual', '24hour_pass'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];
export const subscriptionPlanIds = ['premium-monthly', 'premium-annual'] as const;
export type SubscriptionPlanId = (typeof subscriptionPlanIds)[number];

/** How long a 24-hour pass lasts. */
export const PASS_DURATION_MS = 24 * 60 * 60 * 1000;
