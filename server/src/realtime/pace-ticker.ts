import type { Clock, TimerHandle } from './clock';

/**
 * One timer for every reply being paced on this instance: a reply ahead of real time waits for the
 * next step, and each step wakes them all, rather than each 20 ms frame of each reply setting its own.
 */
export class PaceTicker {
  private waiting: (() => void)[] = [];
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    readonly stepMs: number,
  ) {}

  /** Calls `wake` at the next step. */
  nextStep(wake: () => void): void {
    this.waiting.push(wake);
    this.timer ??= this.clock.setTimer(this.tick, this.stepMs);
  }

  private readonly tick = (): void => {
    const woken = this.waiting;
    this.waiting = [];
    this.timer = null;
    for (const wake of woken) wake();
  };
}
