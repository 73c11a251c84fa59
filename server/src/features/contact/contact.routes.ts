import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, supportDetails } from '@shared/api/contact';
import { messageResponse } from '@shared/api/auth';
import { errorResponse } from '@shared/api/error';
import { sayTo } from '../../i18n/translator';
import { ACCESS_COOKIE, verifyAccessToken } from '../../plugins/auth';
import { limitPerIpAndEmail } from '../../plugins/rate-limits';
import type { FeatureOptions } from '../../feature-context';
import { submitContactMessage } from './contact.service';

const HOUR = '1 hour';

/** Public: anyone may write to support; a signed-in sender is recorded as such. */
export async function contactRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const deps = { db: context.db, mailer: context.mailer, supportEmail: context.config.supportEmail };

  app.withTypeProvider<ZodTypeProvider>().get('/api/contact/support', { schema: { response: { 200: supportDetails } } }, async () => ({
    email: context.config.supportEmail,
  }));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      ...limitPerIpAndEmail(app, 'contact', {
        perIp: { max: 10, timeWindow: HOUR },
        perEmail: { max: 5, timeWindow: HOUR },
      }),
      schema: { body: contactBody, response: { 201: messageResponse, 400: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      const sender = await verifyAccessToken(request.cookies[ACCESS_COOKIE], context.config.authSecret);
      await submitContactMessage(deps, request.body, sender?.id ?? null, request.log);
      return reply.status(201).send({ message: sayTo(request, { key: 'contact:messages.success' }) });
    },
  );
}
