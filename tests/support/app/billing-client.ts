import { expect } from 'vitest';
import type {
  BillingHistoryResponse,
  RedirectResponse,
  SubscriptionResponse,
  TestCheckoutSession,
  UsageResponse,
  VerifyResponse,
} from '@shared/api/billing';
import type { PaidPlanId } from '@shared/plans';
import type { SignedInUser } from './signed-in-user';
import type { TestApp } from './test-app';

/** The billing calls a signed-in browser makes, each expected to succeed. */
export function billingClient(t: TestApp, user: SignedInUser) {
  const ok = async <T>(response: Promise<{ statusCode: number; json: <J>() => J; body: string }>): Promise<T> => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  return {
    /** Starts a checkout; answers the session id taken from the URL. */
    async checkout(planId: PaidPlanId): Promise<{ url: string; id: string }> {
      const { url } = await ok<RedirectResponse>(user.client.post('/api/billing/checkout', { planId }));
      return { url, id: decodeURIComponent(url.split(/[/=]/).at(-1) ?? '') };
    },
    testCheckout: (id: string) => ok<TestCheckoutSession>(user.client.get(`/api/billing/test-checkout/${id}`)),
    pay: (id: string) => ok<RedirectResponse>(user.client.post(`/api/billing/test-checkout/${id}/pay`, {})),
    /** Checkout and pay in test mode. */
    async buy(planId: PaidPlanId): Promise<string> {
      const { id } = await this.checkout(planId);
      await this.pay(id);
      return id;
    },
    verify: (sessionId: string) => ok<VerifyResponse>(user.client.post('/api/billing/verify', { sessionId })),
    usage: () => ok<UsageResponse>(user.client.get('/api/usage')),
    subscription: async () => (await ok<SubscriptionResponse>(user.client.get('/api/billing/subscription'))).subscription,
    cancel: (atPeriodEnd: boolean) => ok<SubscriptionResponse>(user.client.post('/api/billing/cancel', { atPeriodEnd })),
    changePlan: (planId: string) => ok<SubscriptionResponse>(user.client.post('/api/billing/change-plan', { planId })),
    history: async () => (await ok<BillingHistoryResponse>(user.client.get('/api/billing/history'))).history,
    portal: () => ok<RedirectResponse>(user.client.post('/api/billing/portal', {})),
    /** The profile's plan fields, straight from the database. */
    profile: () =>
      t.db
        .selectFrom('profiles')
        .select(['subscription_plan', 'subscription_status', 'pass_expires_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
  };
}

export type BillingClient = ReturnType<typeof billingClient>;

/** Unix seconds of an ISO instant (the contract's `currentPeriodEnd`). */
export const unix = (iso: string) => Date.parse(iso) / 1000;
