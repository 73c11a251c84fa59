import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { authMessages } from '@shared/messages';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authApi } from '../api/auth-api';
import { AuthPage } from '../components/auth-page';
import { errorMessage } from '../lib/error-message';
import { readAuthHash } from '../lib/auth-hash';

/** Opened from the sign-up email: confirms the address once, then offers to log in. */
export function Component() {
  const location = useLocation();
  const [token] = useState(() => readAuthHash(location.hash).token);
  const { mutate, status, data, error } = useMutation({ mutationFn: (value: string) => authApi.confirm({ token: value }) });
  // A token works once; the ref keeps a re-run effect from spending it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <AuthPage title="Confirm your email">
        <Outcome ok={false} message={authMessages.confirmLinkMissing} />
      </AuthPage>
    );
  }

  switch (status) {
    case 'idle':
    case 'pending':
      return (
        <AuthPage title="Confirm your email">
          <p className="flex items-center gap-3 text-muted" aria-live="polite">
            <Spinner className="h-5 w-5 text-primary" label="Confirming" />
            Confirming your email…
          </p>
        </AuthPage>
      );
    case 'success':
      return (
        <AuthPage title="Email confirmed">
          <Outcome ok message={data.message || authMessages.confirmSuccess} />
          <ButtonLink to={paths.login()} className="mt-6 w-full">
            Log in
          </ButtonLink>
        </AuthPage>
      );
    case 'error':
      return (
        <AuthPage title="Confirm your email">
          <Outcome ok={false} message={errorMessage(error)} />
          <ButtonLink to={paths.home} variant="secondary" className="mt-6 w-full">
            Return to Home
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
