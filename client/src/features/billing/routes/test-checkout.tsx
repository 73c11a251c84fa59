import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { FlaskConical, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { billingMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';
import { billingApi, goTo, testCheckoutQuery } from '../api/billing-api';
import { formatAmount } from '../content/plan-copy';

const per = { month: 'month', year: 'year', day: '24 hours, once' } as const;

/** The embedded default's checkout: clearly a test, driving the same fulfilment as a real payment. */
export function Component() {
  const { id = '' } = useParams();
  const me = useMe();
  const location = useLocation();
  const session = useQuery({ ...testCheckoutQuery(id), enabled: Boolean(me.data) });
  const pay = useMutation({
    mutationFn: () => billingApi.payTestCheckout(id),
    onSuccess: ({ url }) => goTo(url),
    onError: () => toast.error(billingMessages.errorTitle, { description: billingMessages.checkoutFailed }),
  });
  const cancel = useMutation({
    mutationFn: () => billingApi.cancelTestCheckout(id),
    onSuccess: ({ url }) => goTo(url),
    onError: () => toast.error(billingMessages.errorTitle, { description: billingMessages.checkoutFailed }),
  });

  if (me.isPending) return <FullPageSpinner />;
  if (!me.data) return <Navigate to={paths.login(location.pathname)} replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background p-4">
      <Logo />
      <Card className="w-full max-w-md p-6">
        <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900" role="note">
          <FlaskConical className="h-4 w-4" aria-hidden />
          {billingMessages.testModeNotice}
        </p>
        {session.isPending ? (
          <div className="mt-6 h-32 animate-pulse rounded-xl bg-slate-100" aria-hidden />
        ) : session.isError || session.data.status !== 'open' ? (
          <p className="mt-6 text-center text-muted">This checkout has already been completed or is no longer available.</p>
        ) : (
          <>
            <h1 className="mt-6 text-xl font-semibold">{session.data.planName}</h1>
            <p className="mt-1">
              <span className="text-3xl font-bold" data-testid="checkout-amount">
                {formatAmount(session.data.amountCents)}
              </span>{' '}
              <span className="text-muted">/ {per[session.data.interval]}</span>
            </p>
            <p className="mt-4 text-sm text-muted">
              Solace is running with test-mode payments: paying here changes your plan exactly as a real payment would, and
              nothing is charged.
            </p>
            <div className="mt-6 flex flex-col gap-2">
              <Button size="lg" onClick={() => pay.mutate()} loading={pay.isPending} disabled={cancel.isPending}>
                <Lock className="h-4 w-4" aria-hidden />
                Pay {formatAmount(session.data.amountCents)}
              </Button>
              <Button variant="secondary" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={pay.isPending}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
