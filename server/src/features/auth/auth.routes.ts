import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  browserLinkBody,
  changePasswordBody,
  confirmResponse,
  emptyBody,
  loginBody,
  messageResponse,
  recoverBody,
  resendConfirmationBody,
  resetBody,
  resumeResponse,
  signInResponse,
  signupBody,
  tokenBody,
} from '@shared/api/auth';
import { errorResponse } from '@shared/api/error';
import { requestLanguage, sayTo } from '../../i18n/translator';
import type { FeatureOptions } from '../../feature-context';
import { AppError } from '../../plugins/error-handler';
import { clearAuthCookies, currentUser, REFRESH_COOKIE, setAuthCookies } from '../../plugins/auth';
import { limitPerIpAndEmail } from '../../plugins/rate-limits';
import { authLimits, passwordChangeLimit, tokenRouteLimits } from './auth-limits';
import { createAuthService } from './auth.service';
import { createSignInService, type SignIn } from './sign-in.service';
import { knownDevices, signupBrowsers } from './known-device';
import { tokenLifetimes } from './tokens';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export async function authRoutes(fastify: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signIns = createSignInService(context);
  const auth = createAuthService(context, signIns, app.log);
  const cookieOptions = { secure: new URL(context.config.publicUrl).protocol === 'https:' };
  const devices = knownDevices(context.config.authSecret, cookieOptions);
  const signups = signupBrowsers(context.config.authSecret, cookieOptions, tokenLifetimes.confirmEmailSeconds);
  const signedIn = (reply: FastifyReply, signIn: SignIn) => {
    setAuthCookies(reply, signIn, cookieOptions);
    return { user: signIn.user };
  };

  app.post(
    '/api/auth/signup',
    {
      schema: { body: signupBody, response: { 201: messageResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'signup', authLimits.signup),
    },
    async (request, reply) => {
      await auth.signUp(request.body, requestLanguage(request.headers['accept-language']));
      signups.remember(reply, request.body.email);
      return reply.status(201).send({ message: sayTo(request, { key: 'auth:messages.signupSuccess' }) });
    },
  );

  app.post(
    '/api/auth/confirm',
    { schema: { body: tokenBody, response: { 200: confirmResponse, ...errors } }, config: { rateLimit: tokenRouteLimits.confirm } },
    async (request, reply) => {
      const user = await auth.confirmEmail(request.body.token);
      // Only the browser that signed up is signed in: anywhere else the person logs in with their password.
      if (!signups.idFor(request, user.email)) return { user: null, message: sayTo(request, { key: 'auth:messages.confirmSuccessLogIn' }) };
      signups.forget(reply);
      const body = signedIn(reply, await signIns.start(user));
      devices.remember(reply, user.email);
      return { ...body, message: sayTo(request, { key: 'auth:messages.confirmSuccess' }) };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginBody, response: { 200: signInResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'login', authLimits.login, devices.deviceFor, { code: 'login_paused', message: { key: 'auth:messages.loginPaused' } }),
    },
    async (request, reply) => {
      const signIn = await auth.logIn(request.body);
      const body = signedIn(reply, signIn);
      devices.remember(reply, signIn.user.email);
      return body;
    },
  );

  app.post(
    '/api/auth/refresh',
    { schema: { body: emptyBody, response: { 200: signInResponse, ...errors } }, config: { rateLimit: tokenRouteLimits.refresh } },
    async (request, reply) => {
      try {
        return signedIn(reply, await signIns.rotate(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearAuthCookies(reply);
        throw error;
      }
    },
  );

  // What a page load asks when it finds no access cookie: a missing, expired or revoked sign-in answers
  // `{ user: null }` rather than 401, so a signed-out visit logs no errors. Same rotation as refresh.
  app.post(
    '/api/auth/resume',
    { schema: { body: emptyBody, response: { 200: resumeResponse, ...errors } }, config: { rateLimit: tokenRouteLimits.refresh } },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) return { user: null };
      try {
        return signedIn(reply, await signIns.rotate(refreshToken));
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 401) throw error;
        clearAuthCookies(reply);
        return { user: null };
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { body: emptyBody, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      await signIns.end(request.cookies[REFRESH_COOKIE]);
      clearAuthCookies(reply);
      return { message: sayTo(request, { key: 'auth:messages.signedOut' }) };
    },
  );

  app.post(
    '/api/auth/recover',
    {
      schema: { body: recoverBody, response: { 200: messageResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'recover', authLimits.recover),
    },
    async (request) => {
      await auth.recover(request.body.email, requestLanguage(request.headers['accept-language']));
      return { message: sayTo(request, { key: 'auth:messages.recoverSent' }) };
    },
  );

  // The login form offers this when the account's login budget is spent (someone else guessing): the
  // emailed link gives the browser that opens it a budget of its own, as a browser that signed in before has.
  app.post(
    '/api/auth/browser-link',
    {
      schema: { body: browserLinkBody, response: { 200: messageResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'browser-link', authLimits.browserLink),
    },
    async (request) => {
      await auth.sendBrowserLink(request.body.email, requestLanguage(request.headers['accept-language']));
      return { message: sayTo(request, { key: 'auth:messages.browserLinkSent' }) };
    },
  );

  app.post(
    '/api/auth/approve-browser',
    { schema: { body: tokenBody, response: { 200: messageResponse, ...errors } }, config: { rateLimit: tokenRouteLimits.confirm } },
    async (request, reply) => {
      devices.remember(reply, await auth.approveBrowser(request.body.token));
      return { message: sayTo(request, { key: 'auth:messages.browserApproved' }) };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      schema: { body: resendConfirmationBody, response: { 200: messageResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'resend-confirmation', authLimits.resendConfirmation),
    },
    async (request) => {
      await auth.resendConfirmation(request.body.email, requestLanguage(request.headers['accept-language']));
      return { message: sayTo(request, { key: 'auth:messages.confirmationResent' }) };
    },
  );

  app.post(
    '/api/auth/reset',
    { schema: { body: resetBody, response: { 200: messageResponse, ...errors } }, config: { rateLimit: tokenRouteLimits.reset } },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      clearAuthCookies(reply);
      return { message: sayTo(request, { key: 'auth:messages.resetSuccess' }) };
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: { body: changePasswordBody, response: { 200: messageResponse, ...errors } },
      onRequest: [app.requireUser],
      config: { rateLimit: { ...passwordChangeLimit, keyGenerator: (request) => `password:${request.user?.id ?? request.ip}` } },
    },
    async (request, reply) => {
      setAuthCookies(reply, await auth.changePassword(currentUser(request), request.body), cookieOptions);
      return { message: sayTo(request, { key: 'settings:messages.passwordUpdated' }) };
    },
  );
}
