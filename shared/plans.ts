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
  };
}

export const plans: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', type: 'free', limits: { dailyVoiceMinutes: 15, dailyVoiceSeconds: 900 } },
  'premium-monthly': {
    id: 'premium-monthly',
    name: 'Premium Monthly',
    type: 'premium',
    limits: { dailyVoiceMinutes: UNLIMITED, dailyVoiceSeconds: UNLIMITED },
  },
  'premium-annual': {
    id: 'premium-annual',
    name: 'Premium Annual',
    type: 'premium',
    limits: { dailyVoiceMinutes: UNLIMITED, dailyVoiceSeconds: UNLIMITED },
  },
  '24hour_pass': {
    id: '24hour_pass',
    name: '24-Hour Pass',
    type: 'premium',
    limits: { dailyVoiceMinutes: UNLIMITED, dailyVoiceSeconds: UNLIMITED },
  },
};

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}
