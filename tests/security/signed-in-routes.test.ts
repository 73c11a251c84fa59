import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, signAccessToken } from '../../server/src/plugins/auth';
import { documentedRoutes, routeName, routeUrl, type DocumentedRoute } from '../support/app/openapi-routes';
import { createSignedInUser } from '../support/app/signed-in-user';
import { TEST_ORIGIN, useTestApp } from '../support/app/test-app';

/**
 * Routes anyone may call, each for a reason. Every other documented route must refuse a request
 * without a valid access token (401): a new route is signed-in-only unless it is added here.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health', // the load balancer's check
  'GET /api/speech-recognition', // whether voice can work here, asked before signing in
  'POST /api/auth/signup',
  'POST /api/auth/confirm',
  'POST /api/auth/login',
  'POST /api/auth/refresh', // the refresh cookie is its credential
  'POST /api/auth/resume', // { user: null } when there is nothing to resume
  'POST /api/auth/logout',
  'POST /api/auth/recover',
  'POST /api/auth/resend-confirmation',
  'POST /api/auth/reset', // the emailed token is its credential
  'POST /api/auth/browser-link', // asked for from the login form, when logins from this browser are paused
  'POST /api/auth/approve-browser', // the emailed token is its credential
  'GET /api/session', // { user: null } when signed out
  'POST /api/contact', // the contact form is open to visitors
  'GET /api/contact/support', // the support address, shown to visitors on the contact and legal pages
  'GET /api/guides',
  'GET /api/guides/{slug}',
  'GET /api/crisis-lines', // help is never behind a sign-in
  'GET /api/mood/reminder/off', // the emailed token is its credential
  'POST /api/mood/reminder/off',
  'GET /dev/mailbox', // the embedded dev mailbox; not served in production
  'GET /dev/mailbox/messages',
  'POST /api/billing/webhook', // the provider's signature is its credential
]);

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('every signed-in route in the OpenAPI document', () => {
  const t = useTestApp();
  let routes: DocumentedRoute[] = [];
  beforeAll(async () => {
    routes = await documentedRoutes(t.app);
  });
  const signedIn = () => routes.filter((route) => !PUBLIC_ROUTES.has(routeName(route)));

  /** Each signed-in route called with `cookie`, as a browser of the app would (its Origin, a JSON body): those that did not answer 401. */
  async function notRefused(accessToken: string | null) {
    const answers = await Promise.all(
      signedIn().map(async (route) => {
        const response = await t.app.inject({
          method: route.method,
          url: routeUrl(route),
          headers: {
            origin: TEST_ORIGIN,
            ...(accessToken ? { cookie: `${ACCESS_COOKIE}=${accessToken}` } : {}),
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' ? {} : { payload: '{}' }),
        });
        return { route: routeName(route), status: response.statusCode };
      }),
    );
    return answers.filter((answer) => answer.status !== 401);
  }

  it('covers the app: the document lists the routes of every feature', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(signedIn().map(routeName)).toEqual(expect.arrayContaining(['GET /api/sessions/{id}', 'DELETE /api/account', 'GET /api/privacy/export']));
    for (const name of PUBLIC_ROUTES) expect(routes.map(routeName), `${name} is no longer documented`).toContain(name);
  });

  it('refuses each one without a signed-in user (401)', async () => {
    expect(await notRefused(null)).toEqual([]);
  });

  it('refuses forged, expired, unsigned (alg: none) and other-key tokens', async () => {
    const user = await createSignedInUser(t);
    const [header, claims] = user.accessToken.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { exp: number; iat: number };
    const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');
    const expiredClaims = base64url({ ...payload, iat: payload.iat - 7200, exp: payload.iat - 3600 });
    const otherKey = await signAccessToken({ id: user.id, email: user.email }, 'another-secret-that-is-long-enough-for-hs256');
    const tokens = {
      forged: `${header}.${base64url({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })}.${user.accessToken.split('.')[2]}`,
      expired: `${header}.${expiredClaims}.${sign(`${header}.${expiredClaims}`, t.config.authSecret)}`,
      unsigned: `${base64url({ alg: 'none', typ: 'JWT' })}.${claims}.`,
      otherKey,
      garbage: 'not-a-token',
    };
    for (const [kind, token] of Object.entries(tokens)) expect(await notRefused(token), kind).toEqual([]);
  });
});
