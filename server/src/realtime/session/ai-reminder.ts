import type { Clock, TimerHandle } from '../../lib/clock';

/** SB 243 and NY GBL art. 47: the AI notice comes again at least every 3 hours of continued use. */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** Calls `remind` every 3 hours on the server clock from when a session starts, until stopped. */
export class AiReminder {
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly remind: () => unknown,
  ) {}

  start(): void {
    this.stop();
    this.timer = this.clock.setTimer(() => {
      this.start();
      return this.remind();
    }, AI_REMINDER_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = null;
  }
}
