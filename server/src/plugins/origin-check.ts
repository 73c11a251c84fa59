import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes called by other servers (payment webhooks), which carry no browser Origin. */
    skipOriginCheck?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing requests must come from one of the app's own origins (CSRF defence beside SameSite cookies). */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowed = new Set(opts.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) throw new AppError('bad_origin', 403, { key: 'errors.badOrigin' });
  });
});

export function isAllowedOrigin(origin: string | undefined, allowedOrigins: string[]): boolean {
  return origin !== undefined && allowedOrigins.includes(origin);
}
