import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingHistoryResponse, cancelBody, changePlanBody, redirectResponse, subscriptionResponse, usageResponse } from '@shared/api/billing';
import { errorResponse } from '@shared/api/error';
import { currentUser } from '../../plugins/auth';
import type { SubscriptionService } from './subscription.service';
import type { createUsageService } from './usage.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 502: errorResponse };

/** The signed-in user's usage, subscription (read, cancel, change plan), billing portal and history. */
export async function subscriptionRoutes(
  app: FastifyInstance,
  { subscriptions, usage }: { subscriptions: SubscriptionService; usage: ReturnType<typeof createUsageService> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/usage', { schema: { response: { 200: usageResponse, ...errors } } }, async (request) => usage.usage(currentUser(request).id));

  routes.get('/api/billing/subscription', { schema: { response: { 200: subscriptionResponse, ...errors } } }, async (request) =>
    subscriptions.current(currentUser(request).id),
  );

  routes.post('/api/billing/cancel', { schema: { body: cancelBody, response: { 200: subscriptionResponse, ...errors } } }, async (request) =>
    subscriptions.cancel(currentUser(request).id, request.body.atPeriodEnd),
  );

  routes.post(
    '/api/billing/change-plan',
    { schema: { body: changePlanBody, response: { 200: subscriptionResponse, ...errors } } },
    async (request) => subscriptions.changePlan(currentUser(request).id, request.body.planId),
  );

  routes.post(
    '/api/billing/portal',
    { schema: { body: z.object({}).optional(), response: { 200: redirectResponse, ...errors } } },
    async (request) => subscriptions.portal(currentUser(request).id),
  );

  routes.get('/api/billing/history', { schema: { response: { 200: billingHistoryResponse, ...errors } } }, async (request) =>
    subscriptions.history(currentUser(request).id),
  );
}
