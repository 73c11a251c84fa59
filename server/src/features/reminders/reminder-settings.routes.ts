import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBody, messageResponse } from '@shared/api/auth';
import { errorResponse } from '@shared/api/error';
import { reminderSaveResponse, reminderSettings } from '@shared/api/mood';
import { sayTo } from '../../i18n/translator';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import type { RemindersService } from './reminders.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The signed-in user's own reminder settings, and a test email on demand. */
export async function reminderSettingsRoutes(
  app: FastifyInstance,
  { reminders }: FeatureOptions & { reminders: RemindersService },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a signed-out caller gets 401 before its body is even validated.
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/mood/reminder', { schema: { response: { 200: reminderSettings, ...errors } } }, async (request) =>
    reminders.get(currentUser(request).id),
  );

  routes.put(
    '/api/mood/reminder',
    { schema: { body: reminderSettings, response: { 200: reminderSaveResponse, ...errors } } },
    async (request) => reminders.save(currentUser(request).id, request.body, request.log),
  );

  routes.post(
    '/api/mood/reminder/test',
    {
      // Each one is an email to the person's inbox: a few an hour is plenty for checking they arrive.
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: { body: emptyBody, response: { 200: messageResponse, 429: errorResponse, 502: errorResponse, ...errors } },
    },
    async (request) => {
      await reminders.sendTest(currentUser(request).id, request.log);
      return { message: sayTo(request, { key: 'mood:messages.testSent' }) };
    },
  );
}
