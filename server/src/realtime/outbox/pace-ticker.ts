import type { Clock, TimerHandle } from '../../lib/clock';

/** Each lane's step is this far from the next lane's: the replies being paced are woken in this many groups. */
const LANES = 3;

/**
 * One timer for every reply being paced on this instance: a reply ahead of real time waits for its
 * lane's next step, rather than each 20 ms frame of each reply setting its own timer. Replies are dealt
 * to lanes whose steps are a third of a step apart, so each wake-up sends a third of the instance's audio:
 * waking them all at once was a burst that held up everything else on the event loop (a commit, a
 * transcript) and on the clients receiving it. Each reply still wakes once per step.
 */
export class PaceTicker {
  private readonly waiting: (() => void)[][] = Array.from({ length: LANES }, () => []);
  /** The lane the timer wakes next. */
  private due = 0;
  private dealt = 0;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    readonly stepMs: number,
  ) {}

  /** A lane for a new reply: replies are dealt to the lanes in turn. */
  lane(): number {
    this.dealt = (this.dealt + 1) % LANES;
    return this.dealt;
  }

  /** Calls `wake` at the lane's next step. */
  nextStep(wake: () => void, lane: number): void {
    this.waiting[lane]?.push(wake);
    this.timer ??= this.clock.setTimer(this.tick, this.stepMs / LANES);
  }

  private readonly tick = (): void => {
    const lane = this.due;
    this.due = (lane + 1) % LANES;
    const woken = this.waiting[lane] ?? [];
    this.waiting[lane] = [];
    this.timer = this.waiting.some((w) => w.length > 0) ? this.clock.setTimer(this.tick, this.stepMs / LANES) : null;
    for (const wake of woken) wake();
  };
}
