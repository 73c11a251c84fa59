import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/api/error';
import { moodCheckIn, moodEntriesResponse, moodEntryBody, moodStats, moodStatsQuery, SLIDER_RANGE, sliderNames } from '@shared/api/mood';
import { requestLanguage, translator } from '../../i18n/translator';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../plugins/error-handler';
import type { FeatureOptions } from '../../feature-context';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createMoodService } from './mood.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * A refused check-in: a slider's range message names that slider ("Energy must be…"), in the request's
 * language; any other refusal goes to the error handler as it came.
 */
function refusal(request: FastifyRequest, error: Error & { validation?: { instancePath?: string; message?: string }[] }): Error {
  const first = error.validation?.[0];
  const field = first?.instancePath?.replace(/^\//, '');
  const name = field && field in sliderNames ? sliderNames[field as keyof typeof sliderNames] : null;
  if (first?.message !== SLIDER_RANGE || !name) return error;
  const say = translator(requestLanguage(request.headers['accept-language']));
  return new AppError('validation_failed', 400, { key: 'mood:messages.sliderRange', values: { name: say(name) } });
}

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
    { attachValidation: true, schema: { body: moodEntryBody, response: { 201: moodCheckIn, ...errors } } },
    async (request, reply) => {
      if (request.validationError) throw refusal(request, request.validationError);
      return reply.status(201).send(await mood.checkIn(currentUser(request).id, request.body));
    },
  );

  routes.get(
    '/api/mood/stats',
    { schema: { querystring: moodStatsQuery, response: { 200: moodStats, ...errors } } },
    async (request) => mood.stats(currentUser(request).id, request.query.days),
  );
}
