/**
 * The server clock. Everything the product decides by time (limits, pacing, grace periods, provider
 * timeouts) goes through one of these, so tests can drive it with `createManualClock`.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` after `ms`. A returned promise is awaited by a manual clock before it moves on. */
  setTimer(callback: () => unknown, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

export interface TimerHandle {
  readonly id: number;
}

let nextId = 1;
const timeouts = new Map<number, NodeJS.Timeout>();

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const id = nextId++;
    const timeout = setTimeout(() => void callback(), ms);
    timeouts.set(id, timeout);
    timeout.unref?.();
    return { id };
  },
  clearTimer(handle) {
    const timeout = timeouts.get(handle.id);
    if (timeout === undefined) return;
    clearTimeout(timeout);
    timeouts.delete(handle.id);
  },
};

/** Resolves after `ms` on `clock`, or rejects with the signal's reason when it aborts first. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimer(handle);
      reject(signal?.reason as Error);
    };
    const handle = clock.setTimer(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface Deadline {
  signal: AbortSignal;
  /** Stops the countdown (while the caller waits on something other than the provider). */
  pause(): void;
  /** Starts the countdown again from the full `ms` (after each piece of a streamed answer). */
  restart(): void;
  dispose(): void;
}

/**
 * A signal that aborts with `parent`, or with a TimeoutError after `ms` on `clock`. Call `dispose` when done.
 * `pause` and `restart` only note the time: they run for every piece of a streamed answer, so the one
 * timer is re-armed for what is left of the time when it fires, not replaced on each piece.
 */
export function deadline(clock: Clock, parent: AbortSignal, ms: number): Deadline {
  const controller = new AbortController();
  const onAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onAbort, { once: true });
  let since = clock.now();
  let paused = false;
  let handle: TimerHandle | null = null;
  const fire = () => {
    handle = null;
    if (paused || controller.signal.aborted) return;
    const left = since + ms - clock.now();
    if (left > 0) handle = clock.setTimer(fire, left);
    else controller.abort(new DOMException('The provider took too long.', 'TimeoutError'));
  };
  handle = clock.setTimer(fire, ms);
  return {
    signal: controller.signal,
    pause() {
      paused = true;
    },
    restart() {
      paused = false;
      since = clock.now();
      handle ??= clock.setTimer(fire, ms);
    },
    dispose() {
      paused = true;
      if (handle) clock.clearTimer(handle);
      handle = null;
      parent.removeEventListener('abort', onAbort);
    },
  };
}
