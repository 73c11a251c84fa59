import type { Clock, TimerHandle } from '../../lib/clock';

/** SB 243 and NY GBL art. 47: the AI notice comes again at least every 3 hours of continued use. */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** Calls `remind` every 3 hours on the server clock from when a session starts, until stopped. */
export class AiReminder {
  private timer: TimerHandle | null = null;
  private dueAt = 0;

  constructor(
    private readonly clock: Clock,
    private readonly remind: () => unknown,
  ) {}

  /** `firstInMs`: when the first one is due (a session carried on from another instance keeps its pace). */
  start(firstInMs = AI_REMINDER_INTERVAL_MS): void {
    this.stop();
    this.dueAt = this.clock.now() + firstInMs;
    this.timer = this.clock.setTimer(() => {
      this.start();
      return this.remind();
    }, firstInMs);
  }

  /** How long until the next notice. */
  get dueInMs(): number {
    return Math.max(0, this.dueAt - this.clock.now());
  }

  stop(): void {
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = null;
  }
}
