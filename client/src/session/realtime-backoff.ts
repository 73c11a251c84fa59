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
