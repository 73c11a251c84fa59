import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CircleCheck, CircleX, Info } from 'lucide-react';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-keys';
import { billingApi, billingKey } from '../api/billing-api';

type Result = 'verifying' | 'success' | 'pending' | 'cancelled' | 'error';

const VERIFY_ATTEMPTS = 5;
const VERIFY_GAP_MS = 1500;
const REDIRECT_AFTER_MS = 1200;

/** The return from checkout: asks the server what was paid (never trusts the URL), then says so. */
export function Component() {
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const sessionId = params.get('session_id');
  const pass = params.get('type') === '24hour_pass';
  const [result, setResult] = useState<Result>(payment === 'cancelled' ? 'cancelled' : 'verifying');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const { t } = useTranslation('billing');

  useEffect(() => {
    if (payment === 'cancelled' || started.current) return;
    started.current = true;
    if (payment !== 'success' || !sessionId) return setResult('error');
    const verify = async (): Promise<'paid' | 'pending' | 'failed'> => {
      for (let attempt = 1; attempt <= VERIFY_ATTEMPTS; attempt++) {
        const answer = await billingApi.verify(sessionId).catch(() => null);
        if (answer?.status === 'paid') return 'paid';
        if (!answer || answer.status === 'expired') return 'failed';
        await new Promise((resolve) => setTimeout(resolve, VERIFY_GAP_MS));
      }
      // Still open: some payment methods take a while, and the provider tells the server when it is done.
      return 'pending';
    };
    void verify().then(async (outcome) => {
      if (outcome === 'failed') return setResult('error');
      if (outcome === 'pending') return setResult('pending');
      setResult('success');
      toast.success(pass ? t('messages.passActivated') : t('messages.subscriptionUpdated'), {
        description: pass ? t('messages.passActivatedBody') : undefined,
      });
      await Promise.all([billingKey, queryKeys.dashboard, ['me']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setTimeout(() => void navigate(paths.dashboard.root), REDIRECT_AFTER_MS);
    });
  }, [payment, sessionId, pass, navigate, queryClient, t]);

  return (
    <div className="mx-auto max-w-lg">
      <Card className="flex flex-col items-center py-12 text-center" aria-live="polite">
        {result === 'verifying' && (
          <>
            <Spinner className="h-10 w-10 text-primary" label={t('payment.verifying')} />
            <h1 className="mt-4 text-xl font-semibold">{t('payment.verifyingTitle')}</h1>
          </>
        )}
        {result === 'success' && (
          <>
            <CircleCheck className="h-12 w-12 text-emerald-600" aria-hidden />
            <h1 className="mt-3 text-xl font-semibold">{t('messages.paymentSuccessTitle')}</h1>
            <p className="mt-1 text-muted">{pass ? t('payment.passDone') : t('payment.subscriptionDone')}</p>
          </>
        )}
        {result === 'pending' && (
          <>
            <Info className="h-12 w-12 text-slate-500" aria-hidden />
            <h1 className="mt-3 text-xl font-semibold">{t('payment.pendingTitle')}</h1>
            <p className="mt-1 px-4 text-muted">{t('payment.pendingBody')}</p>
            <ButtonLink to={paths.dashboard.usage} className="mt-6">
              {t('payment.backToUsage')}
            </ButtonLink>
          </>
        )}
        {result === 'cancelled' && (
          <>
            <Info className="h-12 w-12 text-slate-500" aria-hidden />
            <h1 className="mt-3 text-xl font-semibold">{t('messages.paymentCancelledTitle')}</h1>
            <p className="mt-1 text-muted">{t('messages.paymentCancelled')}</p>
            <ButtonLink to={paths.dashboard.usage} className="mt-6">
              {t('payment.backToUsage')}
            </ButtonLink>
          </>
        )}
        {result === 'error' && (
          <>
            <CircleX className="h-12 w-12 text-danger" aria-hidden />
            <h1 className="mt-3 text-xl font-semibold">{t('messages.paymentErrorTitle')}</h1>
            <p className="mt-1 px-4 text-muted">{t('messages.paymentError')}</p>
            {/* The return address's own parameters, as support would ask for them: not words to translate. */}
            <p className="mt-3 font-mono text-xs text-muted" data-testid="payment-debug" dir="ltr">
              payment: {payment ?? 'none'} · session: {sessionId ?? 'none'}
            </p>
            <ButtonLink to={paths.dashboard.usage} className="mt-6">
              {t('payment.backToUsage')}
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
