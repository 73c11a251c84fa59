import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { FlaskConical, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { billingApi, goTo, testCheckoutQuery } from '../api/billing-api';
import { formatAmount } from '../content/plan-copy';

const per = { month: 'testCheckout.perMonth', year: 'testCheckout.perYear', day: 'testCheckout.perDay' } as const;

/** The embedded default's checkout: clearly a test, driving the same fulfilment as a real payment. */
export function Component() {
  const { id = '' } = useParams();
  const me = useMe();
  const location = useLocation();
  const { t } = useTranslation(['billing', 'common']);
  const failed = () => toast.error(t('messages.errorTitle'), { description: t('messages.checkoutFailed') });
  const session = useQuery({ ...testCheckoutQuery(id), enabled: Boolean(me.data) });
  const pay = useMutation({
    mutationFn: () => billingApi.payTestCheckout(id),
    onSuccess: ({ url }) => goTo(url),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => billingApi.cancelTestCheckout(id),
    onSuccess: ({ url }) => goTo(url),
    onError: failed,
  });

  if (me.isPending) return <FullPageSpinner />;
  if (!me.data) return <Navigate to={paths.login(location.pathname)} replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background p-4">
      <Logo />
      <Card className="w-full max-w-md p-6">
        <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900" role="note">
          <FlaskConical className="h-4 w-4" aria-hidden />
          {t('messages.testModeNotice')}
        </p>
        {session.isPending ? (
          <div className="mt-6 h-32 animate-pulse rounded-xl bg-slate-100" aria-hidden />
        ) : session.isError || session.data.status !== 'open' ? (
          <p className="mt-6 text-center text-muted">{t('testCheckout.unavailable')}</p>
        ) : (
          <>
            <h1 className="mt-6 text-xl font-semibold">{t(`common:planNames.${session.data.planId}`)}</h1>
            <p className="mt-1">
              <span className="text-3xl font-bold" data-testid="checkout-amount">
                {formatAmount(session.data.amountCents, currentLanguage())}
              </span>{' '}
              <span className="text-muted">{t(per[session.data.interval])}</span>
            </p>
            <p className="mt-4 text-sm text-muted">{t('testCheckout.explainer')}</p>
            <div className="mt-6 flex flex-col gap-2">
              <Button size="lg" onClick={() => pay.mutate()} loading={pay.isPending} disabled={cancel.isPending}>
                <Lock className="h-4 w-4" aria-hidden />
                {t('testCheckout.pay', { amount: formatAmount(session.data.amountCents, currentLanguage()) })}
              </Button>
              <Button variant="secondary" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={pay.isPending}>
                {t('testCheckout.cancel')}
              </Button>
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
