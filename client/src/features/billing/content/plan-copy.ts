import { keepLeftToRight } from '@shared/i18n/languages';
import type { Text } from '@shared/i18n/text';
import { passFeatures, planFeatures } from '@shared/plan-features';
import { planIds, plans, type PlanId } from '@shared/plans';
import type { LanguageCode } from '@shared/preferences';

/**
 * How the usage page presents each plan; prices and limits come from shared/plans.ts. Words are keys of
 * the billing texts; amounts are in US cents, put in the reader's format when shown.
 */
export interface PlanCopy {
  cents: number;
  period: `plans.${'perForever' | 'perMonth' | 'perYear' | 'perDay'}`;
  features: Text[];
  badge?: 'plans.mostPopular';
  /** What the plan would cost month by month, said beside it with the saving. */
  regularCents?: number;
}

export const planCopy: Record<PlanId, PlanCopy> = {
  free: {
    cents: plans.free.price.cents,
    period: 'plans.perForever',
    features: [...planFeatures(plans.free), { key: 'plans.textChatAnyTime' }],
  },
  'premium-monthly': {
    cents: plans['premium-monthly'].price.cents,
    period: 'plans.perMonth',
    badge: 'plans.mostPopular',
    features: planFeatures(plans['premium-monthly']),
  },
  'premium-annual': {
    cents: plans['premium-annual'].price.cents,
    period: 'plans.perYear',
    regularCents: 12 * plans['premium-monthly'].price.cents,
    features: [{ key: 'plans.everythingInMonthly' }, { key: 'plans.billedYearly' }, { key: 'plans.bestPrice' }],
  },
  '24hour_pass': {
    cents: plans['24hour_pass'].price.cents,
    period: 'plans.perDay',
    features: passFeatures,
  },
};

const intlLocale = (language: LanguageCode) => (language === 'en' ? 'en-US' : language);

/**
 * '$7.99' from 799 cents, '7,99 US$' in Spanish; `whole` drops '.00' from a round price ('$1', a plan's
 * price) where a payment keeps it ('$1.00'). Kept in one piece inside right-to-left text.
 */
export function formatAmount(cents: number, language: LanguageCode, currency = 'usd', { whole = false } = {}): string {
  const round = whole && cents % 100 === 0;
  const amount = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    ...(round ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(cents / 100);
  return keepLeftToRight(amount, language);
}

/** '48%', '48 %': a saving as the reader's language writes it. */
export const formatShare = (share: number, language: LanguageCode) =>
  keepLeftToRight(new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(share), language);

const planByName = new Map<string, PlanId>(planIds.map((id) => [plans[id].name, id]));
const RENEWAL = / \(renewal\)$/;

/**
 * The plan a payment's description names, when it is one of ours ('Premium Monthly', 'Premium Monthly
 * (renewal)'), so it can be said in the reader's language; null for any other (a provider's own wording).
 */
export function paymentPlan(description: string): { plan: PlanId; renewal: boolean } | null {
  const renewal = RENEWAL.test(description);
  const plan = planByName.get(description.replace(RENEWAL, ''));
  return plan ? { plan, renewal } : null;
}
