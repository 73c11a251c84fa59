import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * Route options limiting a route per client IP (checked first, before the body is read) and per email
 * address in the validated body (so one address cannot be hammered from many IPs).
 */
export function limitPerIpAndEmail(
  app: FastifyInstance,
  name: string,
  limits: { perIp: Limit; perEmail: Limit },
): { config: { rateLimit: Limit }; preHandler: preHandlerAsyncHookHandler } {
  return {
    config: { rateLimit: limits.perIp },
    preHandler: app.rateLimit({
      ...limits.perEmail,
      keyGenerator: (request: FastifyRequest) => `${name}:${emailOf(request.body) ?? request.ip}`,
    }),
  };
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  const email = (body as { email: unknown }).email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
