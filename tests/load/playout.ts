/**
 * Plays one reply's audio frames back in the mind of a listener: playback starts with the first frame
 * and each frame plays for its own duration. A frame that arrives after everything before it has played
 * is a gap the person would hear. Sequence numbers (from 0 per turn) show lost and repeated frames.
 */
export class PlayoutTrack {
  frames = 0;
  lost = 0;
  duplicated = 0;
  maxGapMs = 0;
  gapsOver = 0;
  firstArrivalMs: number | null = null;
  private playedUntil = 0;
  private nextSequence = 0;

  constructor(private readonly gapLimitMs: number) {}

  frame(arrivalMs: number, sequence: number, durationMs: number): void {
    this.frames++;
    if (sequence < this.nextSequence) {
      this.duplicated++;
      return;
    }
    this.lost += sequence - this.nextSequence;
    this.nextSequence = sequence + 1;
    if (this.firstArrivalMs === null) {
      this.firstArrivalMs = arrivalMs;
      this.playedUntil = arrivalMs + durationMs;
      return;
    }
    const gap = arrivalMs - this.playedUntil;
    if (gap > 0) {
      this.maxGapMs = Math.max(this.maxGapMs, gap);
      if (gap > this.gapLimitMs) this.gapsOver++;
      this.playedUntil = arrivalMs + durationMs;
    } else {
      this.playedUntil += durationMs;
    }
  }
}
