import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionResponse } from '@shared/api/profile';
import { ACCESS_COOKIE, verifyAccessToken } from '../../plugins/auth';
import type { FeatureOptions } from '../../feature-context';
import { findProfile } from './profile.repository';
import { toProfile } from './profile.service';

/**
 * `GET /api/session`: the signed-in user and profile, or `{ user: null }`. Pages ask it on load, so being
 * signed out is an answer here, not a 401; a token whose account is gone reads as signed out too.
 */
export async function sessionRoutes(app: FastifyInstance, { context }: FeatureOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/session', { schema: { response: { 200: sessionResponse } } }, async (request) => {
    const user = await verifyAccessToken(request.cookies[ACCESS_COOKIE], context.config.authSecret);
    const row = user ? await findProfile(context.db, user.id) : undefined;
    if (!user || !row) return { user: null };
    return { user: { id: user.id, email: user.email }, profile: toProfile(row) };
  });
}
