import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import { guide, guideParams, guidesIndexResponse } from '@shared/api/guides';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createGuidesService } from './guides.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The productivity guides: the list for everyone signed in, each guide's text for plans that include it. */
export async function guidesRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const guides = createGuidesService({ db: context.db, now: context.now });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/guides', { schema: { response: { 200: guidesIndexResponse, ...errors } } }, async (request) =>
    guides.list(currentUser(request).id),
  );

  routes.get(
    '/api/guides/:slug',
    { schema: { params: guideParams, response: { 200: guide, ...errors } } },
    async (request, reply) => {
      // The answer depends on the plan, which can change (a pass runs out): never reuse a stored copy.
      void reply.header('cache-control', 'private, no-store');
      return guides.read(currentUser(request).id, request.params.slug);
    },
  );
}
