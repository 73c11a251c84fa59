import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { isPlanId, paidPlanIds, type PaidPlanId } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-keys';
import { billingKey, historyQuery, subscriptionQuery, usageQuery } from '../api/billing-api';
import { BillingHistoryTable } from '../components/billing-history-table';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PlanCards } from '../components/plan-cards';
import { SubscriptionCard } from '../components/subscription-card';
import { UsageTodayCard } from '../components/usage-today-card';
import { useCheckout } from '../hooks/use-checkout';

const isPaidPlan = (id: string | null): id is PaidPlanId => id !== null && (paidPlanIds as readonly string[]).includes(id);

/** Usage & Billing: the plan, today's usage, the subscription or the plans, and the billing history. */
export function Component() {
  const usage = useQuery(usageQuery);
  const subscription = useQuery(subscriptionQuery);
  const history = useQuery(historyQuery);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const checkout = useCheckout();
  const startedCheckout = useRef(false);
  const { t } = useTranslation('billing');

  // Back from a payment: fetch the new plan everywhere, then tidy the URL.
  useEffect(() => {
    if (params.get('payment') !== 'success') return;
    void Promise.all(
      [billingKey, queryKeys.dashboard, queryKeys.mood, ['me']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('payment');
      return next;
    }, { replace: true });
  }, [params, queryClient, setParams]);

  // A plan chosen on the landing page arrives as ?checkout=<plan>: go on to its checkout.
  const wanted = params.get('checkout');
  useEffect(() => {
    if (!isPaidPlan(wanted) || startedCheckout.current) return;
    startedCheckout.current = true;
    // Off the URL first, so coming back from the checkout page does not start another one.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('checkout');
      return next;
    }, { replace: true });
    checkout.mutate(wanted);
  }, [wanted, checkout, setParams]);

  if (usage.isError) {
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center py-10 text-center">
        <p className="font-medium">{t('messages.usageUnavailable')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void usage.refetch()}>
          {t('usage.tryAgain')}
        </Button>
      </Card>
    );
  }
  const planId = usage.data && isPlanId(usage.data.plan.id) ? usage.data.plan.id : 'free';
  const current = subscription.data?.subscription ?? null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('usage.title')}</h1>
        <p className="mt-1 text-muted">{t('usage.lead')}</p>
      </div>
      {!usage.data ? (
        <div className="h-28 animate-pulse rounded-2xl bg-slate-100" aria-hidden data-testid="usage-loading" />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard usage={usage.data} />
            <UsageTodayCard usage={usage.data} />
          </div>
          {subscription.isError ? (
            <Card role="alert" className="flex flex-col items-center py-8 text-center">
              <p className="font-medium">{t('messages.loadSubscriptionFailed')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void subscription.refetch()}>
                {t('usage.tryAgain')}
              </Button>
            </Card>
          ) : !subscription.data ? (
            <div className="h-40 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
          ) : current && current.status !== 'canceled' ? (
            <SubscriptionCard subscription={current} />
          ) : (
            <PlanCards currentPlanId={planId} />
          )}
        </>
      )}
      <BillingHistoryTable history={history.data?.history} failed={history.isError} onRetry={() => void history.refetch()} />
      <Card className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
        <ShieldCheck className="h-8 w-8 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1 basis-56">
          <CardTitle>{t('usage.privacyTitle')}</CardTitle>
          <CardDescription>{t('usage.privacyBody')}</CardDescription>
        </div>
        <Link to={paths.dashboard.settings} className="text-sm font-medium text-primary hover:underline">
          {t('usage.privacyLink')}
        </Link>
      </Card>
    </div>
  );
}
