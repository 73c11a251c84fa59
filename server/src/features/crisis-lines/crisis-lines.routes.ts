import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { crisisLinesResponse } from '@shared/api/crisis-lines';
import { crisisLinesDirectory } from '@shared/crisis-lines';

/** The same lines a referral names, for other clients; the app's own page has them built in. */
export async function crisisLinesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/crisis-lines', { schema: { response: { 200: crisisLinesResponse } } }, async (_request, reply) => {
    // Public and the same for everyone: shared caches may keep it for an hour.
    void reply.header('cache-control', 'public, max-age=3600');
    return crisisLinesDirectory;
  });
}
