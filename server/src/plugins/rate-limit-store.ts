import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env';

/**
 * Where @fastify/rate-limit counts: in Redis when REDIS_URL is set, so instances behind one load
 * balancer share every limit (a person cannot get each instance's budget in turn), in memory otherwise.
 * If Redis cannot be reached, requests go through uncounted (logged) rather than failing: being able to
 * sign in and talk matters more here than a limit during an outage.
 */
export function rateLimitStore(app: FastifyInstance, redis: Config['redis']): { redis?: Redis; nameSpace?: string; skipOnError?: boolean } {
  if (!redis.url) return {};
  const client = new Redis(redis.url, {
    // A request waits for Redis (while it connects, too) at most this long, then goes through.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis unreachable, requests go through uncounted'));
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return { redis: client, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true };
}
