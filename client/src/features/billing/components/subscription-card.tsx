import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SubscriptionDetails } from '@shared/api/billing';
import type { SubscriptionPlanId } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { queryKeys } from '@/lib/query-keys';
import { useFormat } from '@/lib/use-format';
import { billingApi, billingKey, goTo } from '../api/billing-api';

/** Premium only: status, renewal, the subscription id, switching between monthly and annual, cancelling. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionDetails }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation(['billing', 'common']);
  const format = useFormat();
  // The plan shows in the sidebar (the guide's lock), the overview and the guides too.
  const refresh = () =>
    Promise.all([billingKey, ['me'], queryKeys.dashboard, ['guides']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const other: SubscriptionPlanId = subscription.planId === 'premium-monthly' ? 'premium-annual' : 'premium-monthly';
  const periodEnd = format.longDate(new Date(subscription.currentPeriodEnd * 1000));
  const otherName = t(`common:planNames.${other}`);

  const cancel = useMutation({
    mutationFn: (atPeriodEnd: boolean) => billingApi.cancel({ atPeriodEnd }),
    onSuccess: async (_, atPeriodEnd) => {
      setConfirming(false);
      toast.success(t('messages.cancelledTitle'), {
        description: atPeriodEnd ? t('messages.cancelledAtPeriodEnd') : t('messages.cancelledNow'),
      });
      await refresh();
    },
    onError: () => toast.error(t('messages.errorTitle'), { description: t('messages.cancelFailed') }),
  });
  const change = useMutation({
    mutationFn: () => billingApi.changePlan({ planId: other }),
    onSuccess: async () => {
      toast.success(t('messages.planChangedTitle'), { description: t('messages.planChanged', { plan: otherName }) });
      await refresh();
    },
    onError: () => toast.error(t('messages.errorTitle'), { description: t('messages.changePlanFailed') }),
  });
  const portal = useMutation({
    mutationFn: billingApi.portal,
    onSuccess: ({ url }) => goTo(url),
    onError: () => toast.error(t('messages.errorTitle'), { description: t('messages.portalFailed') }),
  });

  const rows: [string, ReactNode][] = [
    [t('subscription.plan'), t(`common:planNames.${subscription.planId}`)],
    [t('subscription.status'), t(`subscription.statuses.${subscription.status}`)],
    [subscription.cancelAtPeriodEnd ? t('subscription.endsOn') : t('subscription.renewsOn'), periodEnd],
    [t('subscription.id'), <span translate="no">{`${subscription.id.slice(0, 20)}${subscription.id.length > 20 ? '…' : ''}`}</span>],
  ] as const;

  return (
    <Card className="p-5 sm:p-6" id="subscription" data-testid="subscription-card">
      <CardTitle>{t('subscription.title')}</CardTitle>
      {subscription.cancelAtPeriodEnd && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('messages.cancelledAtPeriodEnd')}
        </p>
      )}
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 py-2.5">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => change.mutate()} loading={change.isPending}>
          {t('subscription.switchTo', { plan: otherName })}
        </Button>
        <Button variant="secondary" onClick={() => portal.mutate()} loading={portal.isPending}>
          {t('subscription.manageBilling')}
        </Button>
        {!subscription.cancelAtPeriodEnd && (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
            {t('subscription.cancel')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title={t('subscription.cancelTitle')}
        description={t('subscription.cancelBody', { date: periodEnd })}
      >
        <div className="flex flex-col gap-2">
          <Button onClick={() => cancel.mutate(true)} loading={cancel.isPending && cancel.variables}>
            {t('subscription.cancelAtPeriodEnd')}
          </Button>
          <Button variant="danger" onClick={() => cancel.mutate(false)} loading={cancel.isPending && !cancel.variables}>
            {t('subscription.cancelNow')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            {t('subscription.keep')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
