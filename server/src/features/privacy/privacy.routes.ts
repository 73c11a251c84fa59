import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import { messageResponse } from '@shared/api/auth';
import { deleteAccountBody, deletedResponse, memoriesResponse, memoryParams } from '@shared/api/privacy';
import type { FeatureOptions } from '../../feature-context';
import { requestLanguage, sayTo } from '../../i18n/translator';
import { clearAuthCookies, currentUser } from '../../plugins/auth';
import { createPaymentProvider } from '../../providers/payments/create-payment-provider';
import { createPrivacyService, type PrivacyServiceDeps } from './privacy.service';

export interface PrivacyRoutesOptions extends FeatureOptions {
  verifyPassword: PrivacyServiceDeps['verifyPassword'];
  liveSessions: PrivacyServiceDeps['liveSessions'];
}

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse, 502: errorResponse };

/** Settings' Privacy section: memories, 'Download my data' and 'Delete my account' (issue #21). */
export async function privacyRoutes(app: FastifyInstance, { context, verifyPassword, liveSessions }: PrivacyRoutesOptions): Promise<void> {
  const payments = createPaymentProvider(context.config, context.db, context.now).provider;
  const service = createPrivacyService({ context, payments, verifyPassword, liveSessions, log: app.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/privacy/memories', { schema: { response: { 200: memoriesResponse, ...errors } } }, async (request) => ({
    memories: await service.memories(currentUser(request).id),
  }));

  routes.delete(
    '/api/privacy/memories/:id',
    { schema: { params: memoryParams, response: { 200: deletedResponse, ...errors } } },
    async (request) => {
      await service.deleteMemory(currentUser(request).id, request.params.id);
      return { deleted: 1 };
    },
  );

  routes.delete('/api/privacy/memories', { schema: { response: { 200: deletedResponse, ...errors } } }, async (request) => ({
    deleted: await service.deleteAllMemories(currentUser(request).id),
  }));

  // A file, not a JSON answer: no response schema to serialize it with.
  // Each download reads every row of the person: a handful an hour is plenty.
  app.get('/api/privacy/export', { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } }, async (request, reply) => {
    const file = await service.exportData(currentUser(request).id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  routes.delete(
    '/api/account',
    {
      schema: { body: deleteAccountBody, response: { 200: messageResponse, ...errors } },
      // The password is checked here too: guesses are limited like sign-ins.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      await service.deleteAccount(currentUser(request).id, request.body.password, requestLanguage(request.headers['accept-language']));
      clearAuthCookies(reply);
      return { message: sayTo(request, { key: 'settings:privacyMessages.accountDeleted' }) };
    },
  );
}
