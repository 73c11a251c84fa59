import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { RealtimeDeps } from '../realtime-deps';
import { SharedUserRateLimit } from './shared-user-rate-limit';
import { UserRateLimit } from './user-rate-limit';

/**
 * The socket's per-user limits: chat messages (free chat has no time limit), session starts (each
 * writes a row; a person starts a few an hour), mode switches (each switch to voice takes a grant) and
 * title or mood changes (each writes the row).
 * With REDIS_URL, every instance counts the same allowance, as the REST limits do.
 */
export function createSocketRateLimits(app: FastifyInstance, clock: Clock, redis: Config['redis']): RealtimeDeps['rateLimits'] {
  const local = {
    text: new UserRateLimit(clock, 8, 3000),
    sessionStarts: new UserRateLimit(clock, 10, 6000),
    modeChanges: new UserRateLimit(clock, 6, 2000),
    detailChanges: new UserRateLimit(clock, 6, 2000),
  };
  if (!redis.url) return local;
  const client = new Redis(redis.url, { lazyConnect: true, commandTimeout: 1000, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  app.addHook('onClose', async () => client.disconnect());
  let warnedAt = 0;
  const onFallback = (error: unknown) => {
    if (Date.now() - warnedAt < 5000) return;
    warnedAt = Date.now();
    app.log.warn({ err: error }, 'socket rate limits: Redis did not answer; counting in this instance for 5 s');
  };
  const shared = (name: string, limit: UserRateLimit) =>
    new SharedUserRateLimit(client, `${redis.keyPrefix}socket-limit:${name}:`, limit.burst, limit.refillMs, limit, onFallback);
  return {
    text: shared('text', local.text),
    sessionStarts: shared('start', local.sessionStarts),
    modeChanges: shared('mode', local.modeChanges),
    detailChanges: shared('details', local.detailChanges),
  };
}
