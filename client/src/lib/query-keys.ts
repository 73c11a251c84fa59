/**
 * Cache keys that more than one feature touches: deleting a session in the history must refresh the
 * overview, and a check-in changes what the wrap-ups page offers.
 */
export const queryKeys = {
  sessions: ['sessions'] as const,
  dashboard: ['dashboard'] as const,
  mood: ['mood'] as const,
  wrapUps: ['wrap-ups'] as const,
};
