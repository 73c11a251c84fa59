import { createHash, randomBytes } from 'node:crypto';

/** How long each kind of token stays usable. */
export const tokenLifetimes = {
  confirmEmailSeconds: 24 * 60 * 60,
  resetPasswordSeconds: 60 * 60,
  approveBrowserSeconds: 60 * 60,
} as const;

export interface OpaqueToken {
  /** Goes to the browser (cookie or email link) and nowhere else. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

/** A 256-bit random token and the sha256 hash stored in its place. */
export function newOpaqueToken(): OpaqueToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function secondsAfter(moment: Date, seconds: number): Date {
  return new Date(moment.getTime() + seconds * 1000);
}
