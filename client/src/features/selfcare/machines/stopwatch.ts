/**
 * Elapsed time measured from timestamps (ms, e.g. `performance.now()`), never by counting ticks: a tab
 * in the background, whose timers the browser slows down, still reads the right time when it returns.
 */
export interface Stopwatch {
  /** Time counted before the current run. */
  readonly accumulatedMs: number;
  /** When the current run started; null while stopped. */
  readonly runningSince: number | null;
}

export const stoppedStopwatch: Stopwatch = { accumulatedMs: 0, runningSince: null };

export const isRunning = (stopwatch: Stopwatch): boolean => stopwatch.runningSince !== null;

export function elapsedMs(stopwatch: Stopwatch, now: number): number {
  if (stopwatch.runningSince === null) return stopwatch.accumulatedMs;
  return stopwatch.accumulatedMs + Math.max(0, now - stopwatch.runningSince);
}

export function startStopwatch(stopwatch: Stopwatch, now: number): Stopwatch {
  return stopwatch.runningSince === null ? { ...stopwatch, runningSince: now } : stopwatch;
}

export function pauseStopwatch(stopwatch: Stopwatch, now: number): Stopwatch {
  return stopwatch.runningSince === null ? stopwatch : { accumulatedMs: elapsedMs(stopwatch, now), runningSince: null };
}

/** Whole seconds left of `durationMs` after `elapsed`, rounded up (a countdown shows 4 until it reaches 3). */
export function secondsLeft(durationMs: number, elapsed: number): number {
  return Math.max(0, Math.ceil((durationMs - elapsed) / 1000));
}

/** '2:05' */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
