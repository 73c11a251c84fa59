import { keepLeftToRight } from '@shared/i18n/languages';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { planFeatures } from '@shared/plan-features';
import { plans, type PlanId } from '@shared/plans';

/**
 * How a plan is presented on the landing page; what a plan allows lives in shared/plans.ts. Words are
 * keys of the landing texts; amounts are in cents (US dollars), put in the reader's format when shown.
 */
export interface PricingPlan {
  id: PlanId;
  cents: number;
  period: 'forever' | 'perMonth' | 'perYear';
  summary: `pricing.${'free' | 'monthly' | 'annual'}Summary`;
  features: Text[];
  cta: `pricing.${'free' | 'monthly' | 'annual'}Cta`;
  badge?: 'pricing.mostPopular';
  regularCents?: number;
}

export const pricingPlans: PricingPlan[] = [
  { id: 'free', cents: 0, period: 'forever', summary: 'pricing.freeSummary', features: planFeatures(plans.free), cta: 'pricing.freeCta' },
  {
    id: 'premium-monthly',
    cents: 799,
    period: 'perMonth',
    summary: 'pricing.monthlySummary',
    features: planFeatures(plans['premium-monthly']),
    cta: 'pricing.monthlyCta',
    badge: 'pricing.mostPopular',
  },
  {
    id: 'premium-annual',
    cents: 4999,
    period: 'perYear',
    summary: 'pricing.annualSummary',
    features: planFeatures(plans['premium-annual']),
    cta: 'pricing.annualCta',
    regularCents: 12 * 799,
  },
];

export const dayPassCents = 100;

/** '$7.99', '7,99 US$', 'US$7.99': a price as the reader's language writes it, without '.00' on whole ones. */
export function formatPrice(cents: number, language: LanguageCode): string {
  const whole = cents % 100 === 0;
  const price = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
  return keepLeftToRight(price, language);
}

/** '48%', '48 %': a share of a price, as the reader's language writes it. */
export const formatShare = (share: number, language: LanguageCode) =>
  keepLeftToRight(new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share), language);
