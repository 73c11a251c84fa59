import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody } from '@shared/api/auth';
import { errorResponse } from '@shared/api/error';
import { wrapUp, wrapUpIdParams, wrapUpsResponse } from '@shared/api/wrap-ups';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createWrapUpsService } from './wrap-ups.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
};

/** Emotional wrap-ups: the signed-in user's own list, one by id, and generating this week's. */
export async function wrapUpsRoutes(app: FastifyInstance, { context, ai }: FeatureOptions & { ai: AiProvider }): Promise<void> {
  const log = app.log.child({ module: 'wrap-ups' });
  const wrapUps = createWrapUpsService({
    db: context.db,
    ai,
    now: context.now,
    logWarning: (what, detail) => log.warn({ err: detail }, what),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a signed-out caller gets 401 before its body is even validated.
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/wrap-ups', { schema: { response: { 200: wrapUpsResponse, ...errors } } }, async (request) =>
    wrapUps.list(currentUser(request).id),
  );

  routes.get(
    '/api/wrap-ups/:id',
    { schema: { params: wrapUpIdParams, response: { 200: wrapUp, ...errors } } },
    async (request) => wrapUps.get(currentUser(request).id, request.params.id),
  );

  routes.post(
    '/api/wrap-ups',
    { schema: { body: emptyBody, response: { 201: wrapUp, ...errors } } },
    async (request, reply) => reply.status(201).send(await wrapUps.generate(currentUser(request).id)),
  );
}
