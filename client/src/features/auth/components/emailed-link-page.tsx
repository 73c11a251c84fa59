import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthPage } from './auth-page';
import { errorMessage } from '../lib/error-message';
import { readAuthHash } from '../lib/auth-hash';
import { useTranslation } from 'react-i18next';

interface EmailedLinkPageProps {
  title: string;
  doneTitle: string;
  /** While the link is being used, e.g. 'Confirming your email…'. */
  working: string;
  /** When the page was opened without the link's token. */
  missing: string;
  /** The link's one use, with its token; answers the message to show. */
  use: (token: string) => Promise<{ message: string }>;
}

/** A page opened from an emailed link: uses its token once, then offers to log in. */
export function EmailedLinkPage({ title, doneTitle, working, missing, use }: EmailedLinkPageProps) {
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [token] = useState(() => readAuthHash(location.hash).token);
  const { mutate, status, data, error } = useMutation({ mutationFn: use });
  // A token works once; the ref keeps a re-run effect from spending it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <AuthPage title={title}>
        <Outcome ok={false} message={missing} />
      </AuthPage>
    );
  }

  switch (status) {
    case 'idle':
    case 'pending':
      return (
        <AuthPage title={title}>
          <p className="flex items-center gap-3 text-muted" aria-live="polite">
            <Spinner className="h-5 w-5 text-primary" label={working} />
            {working}
          </p>
        </AuthPage>
      );
    case 'success':
      return (
        <AuthPage title={doneTitle}>
          <Outcome ok message={data.message} />
          <ButtonLink to={paths.login()} className="mt-6 w-full">
            {t('pages.logIn')}
          </ButtonLink>
        </AuthPage>
      );
    case 'error':
      return (
        <AuthPage title={title}>
          <Outcome ok={false} message={errorMessage(error)} />
          <ButtonLink to={paths.home} variant="secondary" className="mt-6 w-full">
            {t('pages.returnHome')}
          </ButtonLink>
        </AuthPage>
      );
  }
}

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <p role={ok ? 'status' : 'alert'} className="flex items-start gap-3">
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${ok ? 'text-primary' : 'text-danger'}`} aria-hidden />
      <span>{message}</span>
    </p>
  );
}
