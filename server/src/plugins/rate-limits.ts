import type { Text } from '@shared/i18n/text';
import type { ErrorCode } from '@shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './error-handler';

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
  /** A browser the account trusts gets a budget of its own instead of the address's shared one. */
  trustedDevice?: (request: FastifyRequest, email: string | undefined) => string | undefined,
  /** What a person is told when the address's (or their browser's) budget is spent. */
  exceeded: { code: ErrorCode; message: string | Text } = { code: 'rate_limited', message: { key: 'errors.rateLimited' } },
): { config: { rateLimit: Limit }; preHandler: preHandlerAsyncHookHandler } {
  // createRateLimit, not rateLimit: the handler rateLimit returns skips any request the route's per-IP
  // hook has already counted, so the per-email limit would never apply.
  const perEmail = app.createRateLimit({
    ...limits.perEmail,
    keyGenerator: (request: FastifyRequest) => {
      const email = emailOf(request.body);
      const device = trustedDevice?.(request, email);
      return device ? `${name}:device:${device}` : `${name}:${email ?? request.ip}`;
    },
  });
  return {
    config: { rateLimit: limits.perIp },
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await perEmail(request);
      if (result.isAllowed || !result.isExceeded) return;
      void reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(exceeded.code, 429, exceeded.message);
    },
  };
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  const email = body.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
