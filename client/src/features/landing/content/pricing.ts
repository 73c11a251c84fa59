import { planFeatures, voiceFeature } from '@shared/plan-features';
import { plans, type PlanId } from '@shared/plans';

/** How a plan is presented on the landing page; what a plan allows lives in shared/plans.ts. */
export interface PricingPlan {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  cta: string;
  badge?: string;
  regularPrice?: string;
  saving?: string;
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'free',
    name: plans.free.name,
    price: '$0',
    period: 'forever',
    summary: 'Everything you need to start talking things through.',
    features: planFeatures(plans.free),
    cta: 'Get Started Free',
  },
  {
    id: 'premium-monthly',
    name: plans['premium-monthly'].name,
    price: '$7.99',
    period: 'month',
    summary: 'Talk as long and as often as you need.',
    features: planFeatures(plans['premium-monthly']),
    cta: 'Choose Monthly',
    badge: 'Most Popular',
  },
  {
    id: 'premium-annual',
    name: plans['premium-annual'].name,
    price: '$49.99',
    period: 'year',
    summary: 'All of Premium for a whole year, at the best price.',
    features: planFeatures(plans['premium-annual']),
    cta: 'Choose Annual',
    regularPrice: '$95.88',
    saving: 'Save $45.89 (48%)',
  },
];

export const dayPass = {
  name: plans['24hour_pass'].name,
  price: '$1',
  period: '24 hours',
  summary: `${voiceFeature(plans['24hour_pass'])}, mood check-ins and the Productivity Guide, with no subscription.`,
  cta: 'Get a 24-Hour Pass',
} as const;
