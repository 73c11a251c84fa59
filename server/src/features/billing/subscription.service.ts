import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  subscriptionStatuses,
  type BillingHistoryResponse,
  type RedirectResponse,
  type SubscriptionDetails,
  type SubscriptionResponse,
} from '@shared/api/billing';
import type { SubscriptionPlanId } from '@shared/plans';
import type { Database } from '../../db/database';
import { notFound } from '../../plugins/error-handler';
import type { Payments } from '../../providers/payments/create-payment-provider';
import type { SubscriptionFacts } from '../../providers/payments/payment-provider';
import { findCustomerId } from './billing.repository';
import type { Fulfilment } from './fulfilment';
import { providerCall } from './provider-call';
import { subscriptionInForceOf } from './subscriptions.repository';

type ContractStatus = SubscriptionDetails['status'];

/** The provider's statuses the contract does not name read as their nearest: ended, or not paying. */
const contractStatus = (status: string): ContractStatus =>
  (subscriptionStatuses as readonly string[]).includes(status)
    ? (status as ContractStatus)
    : status === 'incomplete_expired'
      ? 'canceled'
      : 'unpaid';

const details = (s: Pick<SubscriptionFacts, 'id' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, planId: SubscriptionPlanId): SubscriptionDetails => ({
  id: s.id,
  planId,
  status: contractStatus(s.status),
  currentPeriodEnd: Math.floor(s.currentPeriodEnd.getTime() / 1000),
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

export interface SubscriptionServiceDeps {
  db: Kysely<Database>;
  payments: Payments;
  fulfilment: Fulfilment;
  syncTestMode: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** The signed-in user's subscription: read, cancel, change plan; the billing portal and history. */
export function createSubscriptionService({ db, payments: { provider }, fulfilment, syncTestMode, log }: SubscriptionServiceDeps) {
  async function inForce(userId: string) {
    await syncTestMode(userId);
    const row = await subscriptionInForceOf(db, userId);
    if (!row) throw notFound({ key: 'billing:messages.noSubscription' });
    return row;
  }

  return {
    async current(userId: string): Promise<SubscriptionResponse> {
      await syncTestMode(userId);
      const row = await subscriptionInForceOf(db, userId);
      if (!row) return { subscription: null };
      const facts = { id: row.provider_subscription_id, status: row.status, currentPeriodEnd: row.current_period_end, cancelAtPeriodEnd: row.cancel_at_period_end };
      return { subscription: details(facts, row.plan_id) };
    },

    /** At the period end (the plan stays until then) or now (free at once, unless a pass is running). */
    async cancel(userId: string, atPeriodEnd: boolean): Promise<SubscriptionResponse> {
      const row = await inForce(userId);
      const change = await providerCall(log, { key: 'billing:messages.cancelFailed' }, () =>
        provider.cancelSubscription(row.provider_subscription_id, atPeriodEnd),
      );
      await fulfilment.applyChange(change);
      return { subscription: details(change.subscription, change.subscription.planId ?? row.plan_id) };
    },

    async changePlan(userId: string, planId: SubscriptionPlanId): Promise<SubscriptionResponse> {
      const row = await inForce(userId);
      const change = await providerCall(log, { key: 'billing:messages.changePlanFailed' }, () =>
        provider.changeSubscriptionPlan(row.provider_subscription_id, planId),
      );
      await fulfilment.applyChange(change);
      return { subscription: details(change.subscription, change.subscription.planId ?? planId) };
    },

    async portal(userId: string): Promise<RedirectResponse> {
      const customerId = await findCustomerId(db, userId, provider.mode);
      if (provider.mode === 'stripe' && !customerId) throw notFound({ key: 'billing:messages.portalUnavailable' });
      return { url: await providerCall(log, { key: 'billing:messages.portalFailed' }, () => provider.portalUrl(customerId)) };
    },

    async history(userId: string): Promise<BillingHistoryResponse> {
      await syncTestMode(userId);
      const customerId = await findCustomerId(db, userId, provider.mode);
      const entries = await providerCall(log, { key: 'billing:messages.loadSubscriptionFailed' }, () => provider.history({ userId, customerId }));
      return { history: entries.map((e) => ({ ...e, date: e.date.toISOString() })) };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
