import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutBody, redirectResponse, testCheckoutSession, verifyBody, verifyResponse } from '@shared/api/billing';
import { errorResponse } from '@shared/api/error';
import { currentUser } from '../../plugins/auth';
import type { CheckoutService } from './checkout.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };
const sessionParams = z.object({ id: z.string().min(1).max(200) });
const noBody = z.object({}).optional();

/** Checkout (Stripe or test mode), the return page's verify, and the test-mode checkout page's calls. */
export async function checkoutRoutes(app: FastifyInstance, { checkout }: { checkout: CheckoutService }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.post(
    '/api/billing/checkout',
    {
      schema: { body: checkoutBody, response: { 200: redirectResponse, ...errors } },
      // Each checkout may create a provider session: a person needs a few, a script no more.
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (request) => request.user?.id ?? request.ip } },
    },
    async (request) => checkout.start(currentUser(request), request.body.planId),
  );

  routes.post('/api/billing/verify', { schema: { body: verifyBody, response: { 200: verifyResponse, ...errors } } }, async (request) =>
    checkout.verify(currentUser(request).id, request.body.sessionId),
  );

  // Test mode only (404 with Stripe): what the checkout page shows, and its Pay and Cancel.
  routes.get(
    '/api/billing/test-checkout/:id',
    { schema: { params: sessionParams, response: { 200: testCheckoutSession, ...errors } } },
    async (request) => checkout.testCheckout(currentUser(request).id, request.params.id),
  );

  routes.post(
    '/api/billing/test-checkout/:id/pay',
    { schema: { params: sessionParams, body: noBody, response: { 200: redirectResponse, ...errors } } },
    async (request) => checkout.payTestCheckout(currentUser(request).id, request.params.id),
  );

  routes.post(
    '/api/billing/test-checkout/:id/cancel',
    { schema: { params: sessionParams, body: noBody, response: { 200: redirectResponse, ...errors } } },
    async (request) => checkout.cancelTestCheckout(currentUser(request).id, request.params.id),
  );
}
