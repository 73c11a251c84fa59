import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env';
import { redisOrMemory } from './rate-limit-fallback';

/**
 * Where @fastify/rate-limit counts: in Redis when REDIS_URL is set, so instances behind one load
 * balancer share every limit (a person cannot get each instance's budget in turn), in memory otherwise.
 * When Redis does not answer within a second, each instance counts in its own memory for a while
 * (logged): the limits hold, per instance, and nobody is kept from signing in by a cache outage.
 */
export function rateLimitStore(app: FastifyInstance, redis: Config['redis']): { redis?: object; nameSpace?: string } {
  if (!redis.url) return {};
  // Connects on the first request, so an app that fails to start leaves no connection behind.
  const client = new Redis(redis.url, { lazyConnect: true, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  // Reconnection errors are expected while Redis is away; the fallback logs once per spell.
  client.on('error', () => undefined);
  app.addHook('onClose', async () => client.disconnect());
  const onFallback = (error: Error) => app.log.warn({ err: error }, 'rate limits: Redis did not answer; counting in this instance for 5 s');
  return { redis: redisOrMemory(client, onFallback), nameSpace: `${redis.keyPrefix}rate-limit:` };
}
