import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/api/error';
import {
  dashboardResponse,
  sessionDetail,
  sessionIdParams,
  sessionListQuery,
  sessionListResponse,
} from '@shared/api/sessions';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createOverview } from './overview.service';
import { createSessionHistory } from './session-history.service';
import { createSessionsService } from './sessions.service';
import { createVoiceUsage } from './voice-usage.service';
import { voiceRecordingRoutes } from './voice-recordings.routes';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Past sessions and the overview: read and delete, never write (the realtime server records sessions). */
export async function sessionsRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const history = createSessionHistory({ db: context.db });
  const overview = createOverview({
    db: context.db,
    now: context.now,
    sessions: createSessionsService({ db: context.db, now: context.now, instanceId: context.config.instanceId }),
    voiceUsage: createVoiceUsage({ db: context.db }),
  });
  await app.register(voiceRecordingRoutes, { context });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get(
    '/api/sessions',
    { schema: { querystring: sessionListQuery, response: { 200: sessionListResponse, ...errors } } },
    async (request) => history.list(currentUser(request).id, request.query),
  );

  routes.get(
    '/api/sessions/:id',
    { schema: { params: sessionIdParams, response: { 200: sessionDetail, ...errors } } },
    async (request) => history.get(currentUser(request).id, request.params.id),
  );

  routes.delete(
    '/api/sessions/:id',
    { schema: { params: sessionIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await history.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get('/api/dashboard', { schema: { response: { 200: dashboardResponse, ...errors } } }, async (request) =>
    overview.get(currentUser(request).id),
  );
}
