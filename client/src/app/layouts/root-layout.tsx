import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LazyLoginDialog } from '@/features/auth/components/lazy-login-dialog';
import { useProfileLanguage } from '@/lib/use-profile-language';
import { useFocusOnNavigate } from '@/lib/use-focus-on-navigate';
import { useFocusRescue } from '@/lib/focus-rescue';

/** Wraps every page: speaks the profile's language, takes focus to each new page's heading (and to what replaced a control that left the page), sends password-recovery links to the reset page and hosts the login dialog. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useProfileLanguage();
  useFocusOnNavigate();
  useFocusRescue();

  useEffect(() => {
    const isRecovery = new URLSearchParams(location.hash.replace(/^#/, '')).get('type') === 'recovery';
    if (isRecovery && location.pathname !== paths.resetPassword) {
      void navigate(`${paths.resetPassword}${location.hash}`, { replace: true });
    }
  }, [location.hash, location.pathname, navigate]);

  return (
    <>
      <Outlet />
      <LazyLoginDialog />
      <ScrollRestoration />
    </>
  );
}
