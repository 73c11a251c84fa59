import type { Redis } from 'ioredis';
import type { UserRateLimit } from './user-rate-limit';

/** The user's bucket, refilled to now by Redis's own clock (the same for every instance), then one taken if there is one. */
const TAKE = `
local burst = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + (now - at) / refill)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * refill))
return taken
`;

const FALLBACK_MS = 5000;

/**
 * A socket limit per user (`UserRateLimit`'s burst and refill) counted in Redis, so a person's sockets
 * on every instance share one allowance. While Redis does not answer, this instance counts in its own
 * memory (`local`) for 5 s, with one warning per spell: nobody waits on a cache, and no limit is lifted.
 */
export class SharedUserRateLimit {
  private localUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly burst: number,
    private readonly refillMs: number,
    private readonly local: UserRateLimit,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  async take(userId: string): Promise<boolean> {
    if (Date.now() < this.localUntil) return this.local.take(userId);
    try {
      const taken = await this.redis.eval(TAKE, 1, `${this.key}${userId}`, this.burst, this.refillMs);
      return taken === 1;
    } catch (error) {
      this.localUntil = Date.now() + FALLBACK_MS;
      this.onFallback(error);
      return this.local.take(userId);
    }
  }
}
