/**
 * Every address the web app has a page for (client/src/app/router.tsx; a test keeps the two alike).
 * The server answers these with the app and 200, any other address with the app and 404, so a
 * mistyped or dead link is a 404 to browsers, crawlers and monitors too, while the page still says so.
 */
export const appRoutes = [
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/contact-us',
  '/crisis-support',
  '/reset-password',
  '/confirm-email',
  '/approve-browser',
  '/sound-check',
  '/billing/test-checkout/:id',
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/start-session',
  '/dashboard/chat',
  '/dashboard/sessions',
  '/dashboard/session/:id',
  '/dashboard/mood-tracker',
  '/dashboard/productivity-guide',
  '/dashboard/guides/:slug',
  '/dashboard/selfcare',
  '/dashboard/selfcare/:slug',
  '/dashboard/emotional-wrap-ups',
  '/dashboard/emotional-wrap-ups/:id',
  '/dashboard/wrap-up/:id',
  '/dashboard/report/:id',
  '/dashboard/usage',
  '/dashboard/payment-success',
] as const;

const matchers = appRoutes.map((route) => new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}/?$`));

/** Whether the app has a page at `pathname` (no query). */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
