import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { loadNamespaces } from '@/lib/i18n';
import type { Namespace } from '@shared/i18n/languages';

/** A page's code and its texts, fetched together so it draws once, in the person's language. */
const withTexts =
  <T,>(names: readonly Namespace[], load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadNamespaces(names)]))[0];

/**
 * What shows while the first page's lazy module loads: nothing, as before, but named, so React Router
 * knows it is intended and does not warn on every page load.
 */
function FirstLoad() {
  return null;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { path: '/', lazy: withTexts(['landing'], () => import('@/features/landing/routes/landing')) },
      { path: '/privacy-policy', lazy: () => import('@/features/legal/routes/privacy-policy') },
      { path: '/terms-of-service', lazy: () => import('@/features/legal/routes/terms-of-service') },
      { path: '/contact-us', lazy: withTexts(['contact'], () => import('@/features/contact/routes/contact-us')) },
      { path: '/crisis-support', lazy: withTexts(['crisis'], () => import('@/features/crisis-support/routes/crisis-support')) },
      { path: '/reset-password', lazy: withTexts(['auth'], () => import('@/features/auth/routes/reset-password')) },
      { path: '/confirm-email', lazy: withTexts(['auth'], () => import('@/features/auth/routes/confirm-email')) },
      { path: '/approve-browser', lazy: withTexts(['auth'], () => import('@/features/auth/routes/approve-browser')) },
      { path: '/sound-check', lazy: withTexts(['session'], () => import('@/features/voice-session/routes/sound-check')) },
      { path: '/billing/test-checkout/:id', lazy: withTexts(['billing'], () => import('@/features/billing/routes/test-checkout')) },
      {
        path: '/dashboard',
        lazy: withTexts(['dashboard', 'onboarding'], () => import('./layouts/dashboard-layout')),
        children: [
          { index: true, lazy: () => import('@/features/dashboard/routes/overview') },
          { path: 'settings', lazy: withTexts(['auth', 'settings'], () => import('@/features/settings/routes/settings')) },
          { path: 'start-session', lazy: withTexts(['crisis', 'session'], () => import('@/features/voice-session/routes/start-session')) },
          { path: 'chat', lazy: withTexts(['crisis', 'session'], () => import('@/features/chat/routes/chat')) },
          { path: 'sessions', lazy: withTexts(['history'], () => import('@/features/history/routes/sessions')) },
          { path: 'session/:id', lazy: withTexts(['history'], () => import('@/features/history/routes/session-detail')) },
          { path: 'mood-tracker', lazy: withTexts(['crisis', 'mood'], () => import('@/features/mood/routes/mood-tracker')) },
          { path: 'productivity-guide', lazy: withTexts(['guides'], () => import('@/features/guides/routes/productivity-guide')) },
          { path: 'guides/:slug', lazy: withTexts(['guides'], () => import('@/features/guides/routes/guide')) },
          { path: 'selfcare', lazy: withTexts(['selfcare'], () => import('@/features/selfcare/routes/selfcare')) },
          { path: 'selfcare/:slug', lazy: withTexts(['selfcare'], () => import('@/features/selfcare/routes/exercise')) },
          { path: 'emotional-wrap-ups', lazy: withTexts(['wrapups'], () => import('@/features/wrap-ups/routes/wrap-ups')) },
          { path: 'emotional-wrap-ups/:id', lazy: withTexts(['wrapups'], () => import('@/features/wrap-ups/routes/wrap-up-detail')) },
          { path: 'wrap-up/:id', lazy: withTexts(['wrapups'], () => import('@/features/wrap-ups/routes/wrap-up-detail')) },
          { path: 'report/:id', lazy: withTexts(['wrapups'], () => import('@/features/wrap-ups/routes/report')) },
          { path: 'usage', lazy: withTexts(['billing'], () => import('@/features/billing/routes/usage')) },
          { path: 'payment-success', lazy: withTexts(['billing'], () => import('@/features/billing/routes/payment-success')) },
          { path: '*', lazy: () => import('@/features/not-found/routes/not-found') },
        ],
      },
      { path: '*', lazy: () => import('@/features/not-found/routes/not-found') },
    ],
  },
]);

/**
 * Resolves once the first page's code is here. The page is drawn only then: until it is, the router
 * would draw nothing over what the server sent (the crisis page is sent drawn, see prerender/).
 */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
