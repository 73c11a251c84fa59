import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe, useSignOut } from '@/lib/auth';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { PaywallDialog } from '@/components/paywall/paywall-dialog';
import { GetHelpLink } from './get-help-link';
import { useTranslation } from 'react-i18next';

// Seen once, by a new account: its form code (and the schema library) is not fetched for every page.
const OnboardingWizard = lazy(() => import('@/features/onboarding/components/onboarding-wizard').then((module) => ({ default: module.OnboardingWizard })));

/** Every /dashboard page: waits for the signed-in user, sends visitors to log in, and frames the page. */
export function Component() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const onOverview = useMatch(paths.dashboard.root) !== null;
  // Signing out heads home; the router may commit that after the cleared user renders here, so this page
  // must not send the person to the login dialog in between.
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut(() => navigate(paths.home, { replace: true }));
  };

  if (me.isPending || (signingOut && !me.data)) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <FullPageSpinner />
      </div>
    );
  }
  // A failed background refresh keeps the answer already cached; only a first load that failed stops here.
  if (me.data === undefined) return <LoadFailed onRetry={() => void me.refetch()} />;
  if (me.data === null) {
    return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  }

  const { user, profile } = me.data;
  // The wizard stands in for the overview until the profile has a name, a language and a voice style.
  const page =
    onOverview && profile.needsOnboarding ? (
      <Suspense fallback={<FullPageSpinner />}>
        <OnboardingWizard profile={profile} />
      </Suspense>
    ) : (
      <Outlet />
    );

  return (
    <DashboardShell email={user.email} onSignOut={onSignOut}>
      <GetHelpLink />
      {page}
      <PaywallDialog />
    </DashboardShell>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('frame.loadFailedTitle')}</h1>
      <p className="text-muted">{t('frame.loadFailedBody')}</p>
      <Button onClick={onRetry}>{t('frame.tryAgain')}</Button>
    </main>
  );
}
