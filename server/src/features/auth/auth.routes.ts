import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  emptyBody,
  loginBody,
  messageResponse,
  recoverBody,
  resetBody,
  signInResponse,
  signupBody,
  tokenBody,
} from '@shared/api/auth';
import { errorResponse } from '@shared/api/error';
import { authMessages, settingsMessages } from '@shared/messages';
import type { FeatureOptions } from '../../feature-context';
import { clearAuthCookies, currentUser, REFRESH_COOKIE, setAuthCookies } from '../../plugins/auth';
import { limitPerIpAndEmail } from '../../plugins/rate-limits';
import { authLimits } from './auth-limits';
import { createAuthService } from './auth.service';
import { createSignInService, type SignIn } from './sign-in.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse };

export async function authRoutes(fastify: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signIns = createSignInService(context);
  const auth = createAuthService(context, signIns, app.log);
  const cookieOptions = { secure: new URL(context.config.publicUrl).protocol === 'https:' };
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
      await auth.signUp(request.body);
      return reply.status(201).send({ message: authMessages.signupSuccess });
    },
  );

  app.post(
    '/api/auth/confirm',
    { schema: { body: tokenBody, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await auth.confirmEmail(request.body.token);
      return { message: authMessages.confirmSuccess };
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginBody, response: { 200: signInResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'login', authLimits.login),
    },
    async (request, reply) => signedIn(reply, await auth.logIn(request.body)),
  );

  app.post(
    '/api/auth/refresh',
    { schema: { body: emptyBody, response: { 200: signInResponse, ...errors } } },
    async (request, reply) => {
      try {
        return signedIn(reply, await signIns.rotate(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearAuthCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { body: emptyBody, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      await signIns.end(request.cookies[REFRESH_COOKIE]);
      clearAuthCookies(reply);
      return { message: authMessages.signedOut };
    },
  );

  app.post(
    '/api/auth/recover',
    {
      schema: { body: recoverBody, response: { 200: messageResponse, ...errors } },
      ...limitPerIpAndEmail(app, 'recover', authLimits.recover),
    },
    async (request) => {
      await auth.recover(request.body.email);
      return { message: authMessages.recoverSent };
    },
  );

  app.post(
    '/api/auth/reset',
    { schema: { body: resetBody, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      clearAuthCookies(reply);
      return { message: authMessages.resetSuccess };
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: { body: changePasswordBody, response: { 200: messageResponse, ...errors } },
      onRequest: [app.requireUser],
    },
    async (request, reply) => {
      setAuthCookies(reply, await auth.changePassword(currentUser(request), request.body), cookieOptions);
      return { message: settingsMessages.passwordUpdated };
    },
  );
}
