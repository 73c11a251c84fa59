import type { Limit } from '../../plugins/rate-limits';

/**
 * Attempts allowed per client IP and per email address, in one place. A browser that signed in to the
 * account before has its own login budget of the same size (see known-device.ts).
 */
export const authLimits = {
  signup: { perIp: { max: 20, timeWindow: '1 hour' }, perEmail: { max: 5, timeWindow: '1 hour' } },
  login: { perIp: { max: 30, timeWindow: '15 minutes' }, perEmail: { max: 10, timeWindow: '15 minutes' } },
  recover: { perIp: { max: 10, timeWindow: '1 hour' }, perEmail: { max: 3, timeWindow: '1 hour' } },
  browserLink: { perIp: { max: 10, timeWindow: '1 hour' }, perEmail: { max: 3, timeWindow: '1 hour' } },
  resendConfirmation: { perIp: { max: 10, timeWindow: '1 hour' }, perEmail: { max: 3, timeWindow: '1 hour' } },
} as const satisfies Record<string, { perIp: Limit; perEmail: Limit }>;

/**
 * Password changes per signed-in person (each one costs a password hash, and a stolen session must not
 * be able to guess the current password at speed): 40 in half a second were once accepted.
 */
export const passwordChangeLimit = { max: 5, timeWindow: '15 minutes' } as const satisfies Limit;

/** Routes whose tokens cannot be guessed, limited per client IP only (a flood still costs database work). */
export const tokenRouteLimits = {
  confirm: { max: 30, timeWindow: '15 minutes' },
  reset: { max: 10, timeWindow: '15 minutes' },
  // A page load asks once, and so does each access-token renewal: generous for several tabs behind one address.
  refresh: { max: 120, timeWindow: '1 minute' },
} as const satisfies Record<string, Limit>;
