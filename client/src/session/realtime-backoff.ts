export interface BackoffSettings {
  initialMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffSettings = { initialMs: 250, maxMs: 8_000 };

/**
 * The wait before reconnect attempt `attempt` (0-based): doubling from `initialMs` up to `maxMs`,
 * with "equal jitter" (half fixed, half random) so many clients dropped at once do not return in step.
 */
export function backoffDelay(attempt: number, settings: BackoffSettings = defaultBackoff, random: () => number = Math.random): number {
  const ceiling = Math.min(settings.maxMs, settings.initialMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The close code of an instance that is stopping and has handed the session over (`session.resume` works at once elsewhere). */
export const SERVER_RESTARTING = 1012;
/** How widely clients of a stopping instance spread their first reconnect: together they would all arrive in one burst. */
const RESTART_SPREAD_MS = 100;

/**
 * The wait before reconnect attempt `attempt` after a close with `code`: the first one after a
 * restart goes within 100 ms (the session waits, handed over, on another instance); every other
 * follows `backoffDelay`.
 */
export function reconnectDelay(attempt: number, code: number, random: () => number = Math.random): number {
  if (code === SERVER_RESTARTING && attempt === 0) return Math.round(random() * RESTART_SPREAD_MS);
  return backoffDelay(attempt, defaultBackoff, random);
}
