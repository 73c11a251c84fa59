import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponse, onboardingBody, profile, updateProfileBody } from '@shared/api/profile';
import { errorResponse } from '@shared/api/error';
import { currentUser } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { createProfileService } from './profile.service';
import { sessionRoutes } from './session.routes';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export async function profileRoutes(app: FastifyInstance, options: FeatureOptions): Promise<void> {
  await app.register(sessionRoutes, options);
  await app.register(signedInRoutes, options);
}

async function signedInRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const service = createProfileService(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a signed-out caller gets 401 before its body is even validated.
  routes.addHook('onRequest', app.requireUser);

  routes.get('/api/me', { schema: { response: { 200: meResponse, ...errors } } }, async (request) => {
    const user = currentUser(request);
    return { user: { id: user.id, email: user.email }, profile: await service.get(user.id) };
  });

  routes.get('/api/profile', { schema: { response: { 200: profile, ...errors } } }, async (request) =>
    service.get(currentUser(request).id),
  );

  routes.patch(
    '/api/profile',
    { schema: { body: updateProfileBody, response: { 200: profile, ...errors } } },
    async (request) => service.update(currentUser(request).id, request.body),
  );

  routes.post(
    '/api/profile/onboarding',
    { schema: { body: onboardingBody, response: { 200: profile, ...errors } } },
    async (request) => service.completeOnboarding(currentUser(request).id, request.body),
  );
}
