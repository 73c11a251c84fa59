/**
 * Cache keys that more than one feature touches: deleting a session in the history must refresh the
 * overview, which another feature owns.
 */
export const queryKeys = {
  sessions: ['sessions'] as const,
  dashboard: ['dashboard'] as const,
};
