interface Span {
  start: number;
  end: number;
}

/**
 * Places decoded audio back to back on the audio clock (seconds) and answers how much of each
 * turn has actually been heard. Pure, so gap-free timing and barge-in accounting are unit-tested.
 */
export class PlaybackSchedule {
  private nextStart = 0;
  private readonly spans = new Map<string, Span[]>();
  private readonly cutAt = new Map<string, number>();

  /** @param leadSeconds headroom before the first buffer after a pause, so it is not clipped. */
  constructor(
    private readonly leadSeconds = 0.05,
    private readonly rememberedTurns = 20,
  ) {}

  /** Returns when a buffer of `duration` seconds for the turn starts: right after the previous one. */
  place(turnId: string, now: number, duration: number): number {
    const start = Math.max(this.nextStart, now + this.leadSeconds);
    this.nextStart = start + duration;
    const spans = this.spansOf(turnId);
    const last = spans.at(-1);
    if (last && Math.abs(last.end - start) < 1e-6) last.end = this.nextStart;
    else spans.push({ start, end: this.nextStart });
    return start;
  }

  /** Milliseconds of the turn heard by `now` (or by the moment it was cut). */
  playedMs(turnId: string, now: number): number {
    const until = Math.min(now, this.cutAt.get(turnId) ?? Infinity);
    let seconds = 0;
    for (const span of this.spans.get(turnId) ?? []) seconds += Math.max(0, Math.min(until, span.end) - span.start);
    return Math.round(seconds * 1000);
  }

  /** Ends every scheduled turn at `now`; what follows starts fresh. */
  cut(now: number): void {
    for (const turnId of this.spans.keys()) if (!this.cutAt.has(turnId)) this.cutAt.set(turnId, now);
    this.nextStart = 0;
  }

  private spansOf(turnId: string): Span[] {
    let spans = this.spans.get(turnId);
    if (spans) return spans;
    spans = [];
    this.spans.set(turnId, spans);
    this.cutAt.delete(turnId);
    for (const old of this.spans.keys()) {
      if (this.spans.size <= this.rememberedTurns) break;
      this.spans.delete(old);
      this.cutAt.delete(old);
    }
    return spans;
  }
}
