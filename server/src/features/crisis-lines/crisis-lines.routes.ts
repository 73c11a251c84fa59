import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { crisisLinesResponse, type CrisisLinesResponse } from '@shared/api/crisis-lines';
import { countryLines, internationalLines } from '../../safety/crisis-lines';

/** The same lines a referral names, for the public /crisis-support page. */
const everyLine: CrisisLinesResponse = {
  countries: Object.values(countryLines).map(({ code, name, emergency, lines }) => ({ code, name, emergency, lines: [...lines] })),
  international: [...internationalLines],
};

export async function crisisLinesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/crisis-lines', { schema: { response: { 200: crisisLinesResponse } } }, async (_request, reply) => {
    // Public and the same for everyone: shared caches may keep it for an hour.
    void reply.header('cache-control', 'public, max-age=3600');
    return everyLine;
  });
}
