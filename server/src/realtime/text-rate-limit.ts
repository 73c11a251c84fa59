import type { Clock } from './clock';

/**
 * Free text chat has no time limit, but a person (or a script) cannot send faster than this:
 * a burst of `burst` messages, then one every `refillMs`. Counted per user, across their sockets.
 */
export class TextRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly burst = 8,
    private readonly refillMs = 3000,
  ) {}

  /** Takes one message from the user's allowance; false when there is none left right now. */
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
