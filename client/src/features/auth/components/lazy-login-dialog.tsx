import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';
import { loadNamespaces } from '@/lib/i18n';
import { safeRedirect } from '../lib/safe-redirect';

// The dialog brings the form libraries and zod with it: fetched on first open, not with every page,
// together with its texts.
const importDialog = () => Promise.all([import('./login-dialog'), loadNamespaces(['auth'])]).then(([module]) => module);
let dialogModule: ReturnType<typeof importDialog> | null = null;
const loadDialog = () => (dialogModule ??= importDialog());

const LoginDialog = lazy(() => loadDialog().then((module) => ({ default: module.LoginDialog })));

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** Starts fetching the dialog when a pointer or the focus reaches a link that opens it. */
function usePreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href*="login=1"]')) return;
      stop();
      void loadDialog().catch(() => {
        // Opening retries the fetch.
        dialogModule = null;
      });
    };
    const stop = () => intentEvents.forEach((type) => document.removeEventListener(type, onIntent));
    intentEvents.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
    return stop;
  }, []);
}

/**
 * Hosts the login dialog opened by `?login=1`; once opened it stays mounted, as the dialog itself.
 * Someone already signed in goes straight to where the dialog would have taken them.
 */
export function LazyLoginDialog() {
  const [searchParams] = useSearchParams();
  const me = useMe();
  const open = searchParams.get('login') === '1';
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  usePreloadOnIntent();
  if (open && me.data) return <Navigate to={safeRedirect(searchParams.get('redirect'), paths.dashboard.root)} replace />;
  if (open && me.isPending) return <LoginDialogLoading />;
  if (!wanted) return null;
  return (
    <Suspense fallback={open ? <LoginDialogLoading /> : null}>
      <LoginDialog />
    </Suspense>
  );
}

function LoginDialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50 text-white">
      <Spinner className="h-10 w-10" label={t('loading')} />
    </div>
  );
}
