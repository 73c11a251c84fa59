import type { Clock } from '../../lib/clock';

/**
 * How often one user may do something on the socket (send a message, start a session, switch mode):
 * a burst of `burst`, then one every `refillMs`. Counted per user, across their sockets.
 */
export class UserRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly clock: Clock,
    readonly burst: number,
    readonly refillMs: number,
  ) {}

  /** Takes one from the user's allowance; false when there is none left right now. */
  take(userId: string): boolean {
    const now = this.clock.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(this.burst, bucket.tokens + (now - bucket.at) / this.refillMs);
    if (refilled < 1) {
      this.buckets.set(userId, { tokens: refilled, at: now });
      return false;
    }
    if (this.buckets.size > 10_000) this.prune(now);
    this.buckets.set(userId, { tokens: refilled - 1, at: now });
    return true;
  }

  /** Forgets users whose allowance is full again, so the map cannot grow without bound. */
  private prune(now: number): void {
    for (const [userId, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) / this.refillMs >= this.burst) this.buckets.delete(userId);
    }
  }
}
