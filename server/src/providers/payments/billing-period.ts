import { plans, type SubscriptionPlanId } from '@shared/plans';

export type BillingInterval = 'month' | 'year';

export function intervalOf(planId: SubscriptionPlanId): BillingInterval {
  return plans[planId].price.interval === 'year' ? 'year' : 'month';
}

/**
 * `anchor` plus `count` months or years, on the UTC calendar. A day the target month lacks becomes its
 * last day, counted from the anchor each time (as Stripe does): an anchor on 31 January gives 28 (or 29)
 * February, then 31 March, not 28 March.
 */
export function addIntervals(anchor: Date, interval: BillingInterval, count: number): Date {
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(anchor.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/** The first period end strictly after `after`: the anchor plus a whole number (at least one) of intervals. */
export function nextPeriodEnd(anchor: Date, interval: BillingInterval, after: Date): Date {
  const monthsApart =
    (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (after.getUTCMonth() - anchor.getUTCMonth());
  let count = Math.max(1, Math.floor(monthsApart / (interval === 'year' ? 12 : 1)));
  while (count > 1 && addIntervals(anchor, interval, count - 1) > after) count--;
  while (addIntervals(anchor, interval, count) <= after) count++;
  return addIntervals(anchor, interval, count);
}

/**
 * The renewals a subscription whose period ends at `currentEnd` has gone through by `now` (one charge at
 * each period end passed), and the end of the period in force after them.
 */
export function renewalsDue(
  anchor: Date,
  interval: BillingInterval,
  currentEnd: Date,
  now: Date,
): { renewals: Date[]; periodEnd: Date } {
  const renewals: Date[] = [];
  let periodEnd = currentEnd;
  while (periodEnd <= now) {
    renewals.push(periodEnd);
    periodEnd = nextPeriodEnd(anchor, interval, periodEnd);
  }
  return { renewals, periodEnd };
}
