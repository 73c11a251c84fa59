import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SubscriptionDetails } from '@shared/api/billing';
import { formatLongDate } from '@shared/format';
import { billingMessages } from '@shared/messages';
import { plans, type SubscriptionPlanId } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { queryKeys } from '@/lib/query-keys';
import { billingApi, billingKey, goTo } from '../api/billing-api';

/** Premium only: status, renewal, the subscription id, switching between monthly and annual, cancelling. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionDetails }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The plan shows in the sidebar (the guide's lock), the overview and the guides too.
  const refresh = () =>
    Promise.all([billingKey, ['me'], queryKeys.dashboard, ['guides']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const other: SubscriptionPlanId = subscription.planId === 'premium-monthly' ? 'premium-annual' : 'premium-monthly';
  const periodEnd = formatLongDate(new Date(subscription.currentPeriodEnd * 1000));

  const cancel = useMutation({
    mutationFn: (atPeriodEnd: boolean) => billingApi.cancel({ atPeriodEnd }),
    onSuccess: async (_, atPeriodEnd) => {
      setConfirming(false);
      toast.success(billingMessages.cancelledTitle, {
        description: atPeriodEnd ? billingMessages.cancelledAtPeriodEnd : billingMessages.cancelledNow,
      });
      await refresh();
    },
    onError: () => toast.error(billingMessages.errorTitle, { description: billingMessages.cancelFailed }),
  });
  const change = useMutation({
    mutationFn: () => billingApi.changePlan({ planId: other }),
    onSuccess: async () => {
      toast.success(billingMessages.planChangedTitle, { description: `You are now on ${plans[other].name}.` });
      await refresh();
    },
    onError: () => toast.error(billingMessages.errorTitle, { description: billingMessages.changePlanFailed }),
  });
  const portal = useMutation({
    mutationFn: billingApi.portal,
    onSuccess: ({ url }) => goTo(url),
    onError: () => toast.error(billingMessages.errorTitle, { description: billingMessages.portalFailed }),
  });

  const rows = [
    ['Plan', plans[subscription.planId].name],
    ['Status', subscription.status === 'active' ? 'Active' : subscription.status.replace('_', ' ')],
    [subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', periodEnd],
    ['Subscription ID', `${subscription.id.slice(0, 20)}${subscription.id.length > 20 ? '…' : ''}`],
  ] as const;

  return (
    <Card className="p-5 sm:p-6" id="subscription" data-testid="subscription-card">
      <CardTitle>Manage Subscription</CardTitle>
      {subscription.cancelAtPeriodEnd && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {billingMessages.cancelledAtPeriodEnd}
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
          Switch to {plans[other].name}
        </Button>
        <Button variant="secondary" onClick={() => portal.mutate()} loading={portal.isPending}>
          Manage Billing
        </Button>
        {!subscription.cancelAtPeriodEnd && (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title="Cancel your subscription?"
        description={`Keep Premium until ${periodEnd} and stop renewing, or end it now and return to the free plan.`}
      >
        <div className="flex flex-col gap-2">
          <Button onClick={() => cancel.mutate(true)} loading={cancel.isPending && cancel.variables}>
            Cancel at period end
          </Button>
          <Button variant="danger" onClick={() => cancel.mutate(false)} loading={cancel.isPending && !cancel.variables}>
            Cancel now
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep my subscription
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
