import type { Limit } from '../../plugins/rate-limits';

/** Attempts allowed per client IP and per email address, in one place. */
export const authLimits = {
  signup: { perIp: { max: 20, timeWindow: '1 hour' }, perEmail: { max: 5, timeWindow: '1 hour' } },
  login: { perIp: { max: 30, timeWindow: '15 minutes' }, perEmail: { max: 10, timeWindow: '15 minutes' } },
  recover: { perIp: { max: 10, timeWindow: '1 hour' }, perEmail: { max: 3, timeWindow: '1 hour' } },
} as const satisfies Record<string, { perIp: Limit; perEmail: Limit }>;
