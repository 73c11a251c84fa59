import type { Redis } from 'ioredis';

type Reply = [current: number, ttlMs: number];
type Callback = (error: Error | null, reply: Reply | null) => void;

/** @fastify/rate-limit's Redis store runs these two scripts: count (and start the window), and read. */
const COUNT = 'rateLimit';
const READ = 'rateLimitRead';

/** Counts as the store's scripts do, in this process: for while Redis cannot answer. */
class MemoryCounts {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  count(key: string, windowMs: number): Reply {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size >= 10_000) this.forgetExpired(now);
      entry = { current: 0, resetAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current += 1;
    return [entry.current, entry.resetAt - now];
  }

  read(key: string): Reply {
    const entry = this.counts.get(key);
    const now = Date.now();
    return entry && entry.resetAt > now ? [entry.current, entry.resetAt - now] : [0, 0];
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
  }
}

/**
 * The Redis client the rate-limit store is given: its scripts run on Redis, and when Redis fails to
 * answer (refused, timed out) the limits are counted in this instance's memory for `retryAfterMs`,
 * so no request waits on Redis again meanwhile and no limit is lifted during an outage.
 */
export function redisOrMemory(client: Redis, onFallback: (error: Error) => void, retryAfterMs = 5000): object {
  const memory = new MemoryCounts();
  let memoryUntil = 0;
  const store: Record<string, unknown> = {
    defineCommand(name: string, definition: { numberOfKeys: number; lua: string }) {
      client.defineCommand(name, definition);
      const onRedis = (client as unknown as Record<string, (...args: unknown[]) => void>)[name]?.bind(client);
      if (!onRedis) return;
      store[name] = (...args: unknown[]) => {
        const callback = args.pop() as Callback;
        const [key, windowMs] = args as [string, number];
        const inMemory = () => callback(null, name === READ ? memory.read(key) : memory.count(key, Number(windowMs)));
        if ((name === COUNT || name === READ) && Date.now() < memoryUntil) return inMemory();
        onRedis(...args, (error: Error | null, reply: Reply) => {
          if (!error || (name !== COUNT && name !== READ)) return callback(error, reply);
          memoryUntil = Date.now() + retryAfterMs;
          onFallback(error);
          inMemory();
        });
      };
    },
  };
  return store;
}
