import type { FastifyRequest } from 'fastify';
import { browserProof } from './browser-proof';

/**
 * The browser that last signed in to an account. Its logins are counted against a budget of its own,
 * so strangers guessing the password (who exhaust the per-email budget) cannot lock the owner out.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';

export function knownDevices(secret: string, cookieOptions: { secure: boolean }) {
  const cookie = browserProof(
    { name: KNOWN_DEVICE_COOKIE, path: '/api/auth/login', maxAgeSeconds: 365 * 24 * 60 * 60, purpose: 'known-device' },
    secret,
    cookieOptions,
  );
  return {
    /** Remembers this browser for `email` after a successful login. */
    remember: cookie.remember,
    /** The device id when this request comes from a browser that signed in as `email`, else undefined. */
    deviceFor: (request: FastifyRequest, email: string | undefined): string | undefined => cookie.idFor(request, email),
  };
}

/**
 * The browser that signed up for an address. Only it is signed in by the confirmation link: opened
 * anywhere else, the link confirms the address and the person logs in, so an account someone else
 * set up for their address (with a password that someone knows) never signs them in unawares.
 */
export function signupBrowsers(secret: string, cookieOptions: { secure: boolean }, lifetimeSeconds: number) {
  return browserProof({ name: 'signup_browser', path: '/api/auth/confirm', maxAgeSeconds: lifetimeSeconds, purpose: 'signup-browser' }, secret, cookieOptions);
}
