import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import { moodCheckIn, moodEntriesResponse, moodEntryBody, moodStats, moodStatsQuery } from '@shared/api/mood';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createMoodService } from './mood.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Daily mood check-ins and their 30-day statistics; a check-in's note is read for crisis risk. */
export async function moodRoutes(app: FastifyInstance, { context, ai }: FeatureOptions & { ai?: AiProvider }): Promise<void> {
  const mood = createMoodService({ db: context.db, now: context.now, ai, log: app.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/mood/entries', { schema: { response: { 200: moodEntriesResponse, ...errors } } }, async (request) =>
    mood.list(currentUser(request).id),
  );

  routes.post(
    '/api/mood/entries',
    { schema: { body: moodEntryBody, response: { 201: moodCheckIn, ...errors } } },
    async (request, reply) => reply.status(201).send(await mood.checkIn(currentUser(request).id, request.body)),
  );

  routes.get(
    '/api/mood/stats',
    { schema: { querystring: moodStatsQuery, response: { 200: moodStats, ...errors } } },
    async (request) => mood.stats(currentUser(request).id, request.query.days),
  );
}
