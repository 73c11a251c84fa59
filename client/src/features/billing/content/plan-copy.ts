import { passFeatures, planFeatures } from '@shared/plan-features';
import type { Text } from '@shared/i18n/text';
import { plans, type PlanId } from '@shared/plans';

/** How the usage page presents each plan; prices and limits come from shared/plans.ts. */
export const planCopy: Record<PlanId, { price: string; period: string; features: Text[]; badge?: string; note?: string }> = {
  free: {
    price: '$0',
    period: 'forever',
    features: [...planFeatures(plans.free), { key: 'plans.textChatAnyTime' }],
  },
  'premium-monthly': {
    price: '$7.99',
    period: 'month',
    badge: 'Most Popular',
    features: planFeatures(plans['premium-monthly']),
  },
  'premium-annual': {
    price: '$49.99',
    period: 'year',
    note: 'Regular $95.88 · Save $45.89 (48%)',
    features: [{ key: 'plans.everythingInMonthly' }, { key: 'plans.billedYearly' }, { key: 'plans.bestPrice' }],
  },
  '24hour_pass': {
    price: '$1',
    period: '24 hours',
    features: passFeatures,
  },
};

/** '$7.99' from 799 cents. */
export function formatAmount(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
