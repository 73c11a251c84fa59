import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/api/error';
import { AppError, notFound } from '../../plugins/error-handler';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';
import type { Fulfilment } from './fulfilment';

/** Stripe's events can be larger than the app's 64 KB body limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/billing/webhook` (Stripe mode; 404 in test mode). The signature is over the exact bytes sent,
 * so this plugin alone keeps JSON bodies raw. A bad signature changes nothing; a failure while applying
 * answers 500, and Stripe delivers the event again.
 */
export async function webhookRoutes(app: FastifyInstance, { provider, fulfilment }: { provider: PaymentProvider; fulfilment: Fulfilment }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/billing/webhook',
    {
      // Called by Stripe's servers, which send no Origin; the signature authenticates the call.
      config: { skipOriginCheck: true },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { response: { 200: z.object({ received: z.boolean() }), 400: errorResponse, 404: errorResponse } },
    },
    async (request) => {
      if (provider.mode !== 'stripe') throw notFound();
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new WebhookSignatureError('No raw body');
        event = provider.webhookEvent(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'billing webhook refused: bad signature');
        throw new AppError('validation_failed', 400, 'Invalid signature.');
      }
      if (event) await fulfilment.handle(event);
      return { received: true };
    },
  );
}
