import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import { guide, guideParams, guidesIndexResponse } from '@shared/api/guides';
import { requestLanguage } from '../../i18n/translator';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createGuidesService } from './guides.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The productivity guides: the list for everyone signed in, each guide's text for plans that include it. */
export async function guidesRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const guides = createGuidesService({ db: context.db, now: context.now });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  // Both answers come in the language the page asks for (`Accept-Language`).
  routes.get('/api/guides', { schema: { response: { 200: guidesIndexResponse, ...errors } } }, async (request, reply) => {
    void reply.header('vary', 'accept-language');
    return guides.list(currentUser(request).id, requestLanguage(request.headers['accept-language']));
  });

  routes.get(
    '/api/guides/:slug',
    { schema: { params: guideParams, response: { 200: guide, ...errors } } },
    async (request, reply) => {
      // The answer depends on the plan, which can change (a pass runs out): never reuse a stored copy.
      void reply.header('cache-control', 'private, no-store');
      void reply.header('vary', 'accept-language');
      return guides.read(currentUser(request).id, request.params.slug, requestLanguage(request.headers['accept-language']));
    },
  );
}
