import { queryOptions } from '@tanstack/react-query';
import type {
  BillingHistoryResponse,
  CancelBody,
  ChangePlanBody,
  CheckoutBody,
  RedirectResponse,
  SubscriptionResponse,
  TestCheckoutSession,
  UsageResponse,
  VerifyResponse,
} from '@shared/api/billing';
import { api } from '@/lib/api-client';

export const billingKey = ['billing'] as const;

export const usageQuery = queryOptions({
  queryKey: [...billingKey, 'usage'],
  queryFn: () => api.get<UsageResponse>('/api/usage'),
});

export const subscriptionQuery = queryOptions({
  queryKey: [...billingKey, 'subscription'],
  queryFn: () => api.get<SubscriptionResponse>('/api/billing/subscription'),
});

export const historyQuery = queryOptions({
  queryKey: [...billingKey, 'history'],
  queryFn: () => api.get<BillingHistoryResponse>('/api/billing/history'),
});

export function testCheckoutQuery(id: string) {
  return queryOptions({
    queryKey: [...billingKey, 'test-checkout', id],
    queryFn: () => api.get<TestCheckoutSession>(`/api/billing/test-checkout/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export const billingApi = {
  checkout: (body: CheckoutBody) => api.post<RedirectResponse>('/api/billing/checkout', body),
  portal: () => api.post<RedirectResponse>('/api/billing/portal'),
  cancel: (body: CancelBody) => api.post<SubscriptionResponse>('/api/billing/cancel', body),
  changePlan: (body: ChangePlanBody) => api.post<SubscriptionResponse>('/api/billing/change-plan', body),
  verify: (sessionId: string) => api.post<VerifyResponse>('/api/billing/verify', { sessionId }),
  payTestCheckout: (id: string) => api.post<RedirectResponse>(`/api/billing/test-checkout/${encodeURIComponent(id)}/pay`),
  cancelTestCheckout: (id: string) => api.post<RedirectResponse>(`/api/billing/test-checkout/${encodeURIComponent(id)}/cancel`),
};

/** Goes to the provider's page (Stripe Checkout or the portal) or the app's own test-mode page. */
export function goTo(url: string): void {
  window.location.assign(url);
}
