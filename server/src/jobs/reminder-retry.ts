/** Sends tried per reminder before the day is given up (the first one included). */
export const MAX_ATTEMPTS_PER_DAY = 5;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** The wait after the `attempts`-th failed send: 1 min, 2, 4, 8, … at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
