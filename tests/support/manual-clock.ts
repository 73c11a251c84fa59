import type { Clock, TimerHandle } from '../../server/src/lib/clock';

export interface ManualClock extends Clock {
  /**
   * Moves time forward by `ms`, running each timer due on the way in order; a timer callback's
   * promise is awaited before time moves on, so work it starts (a database write) lands first.
   */
  advance(ms: number): Promise<void>;
  /** Timers waiting to run. */
  readonly pendingTimers: number;
}

interface Timer {
  id: number;
  due: number;
  callback: () => unknown;
}

/** A clock that only moves when told: tests move the server clock by hand. */
export function createManualClock(startMs = Date.UTC(2026, 10, 21, 12, 0, 0)): ManualClock {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const nextDue = (until: number): Timer | undefined => {
    let found: Timer | undefined;
    for (const timer of timers.values()) {
      if (timer.due > until) continue;
      if (!found || timer.due < found.due || (timer.due === found.due && timer.id < found.id)) found = timer;
    }
    return found;
  };

  return {
    now: () => now,
    setTimer(callback, ms): TimerHandle {
      const id = nextId++;
      timers.set(id, { id, due: now + Math.max(0, ms), callback });
      return { id };
    },
    clearTimer(handle) {
      timers.delete(handle.id);
    },
    get pendingTimers() {
      return timers.size;
    },
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (let timer = nextDue(target); timer; timer = nextDue(target)) {
        timers.delete(timer.id);
        now = Math.max(now, timer.due);
        await timer.callback();
        await settle();
      }
      now = target;
      await settle();
    },
  };
}

/** Lets promise chains started by a timer run until they wait on something else. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}
