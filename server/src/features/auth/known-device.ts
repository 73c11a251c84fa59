import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that last signed in to an account. Its logins are counted against a budget of its own,
 * so strangers guessing the password (who exhaust the per-email budget) cannot lock the owner out.
 * The cookie names a random device id and proves, with the server's key, which email it signed in as.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function knownDevices(secret: string, cookieOptions: { secure: boolean }) {
  const proof = (deviceId: string, email: string) =>
    createHmac('sha256', secret).update(`known-device:${deviceId}:${email.trim().toLowerCase()}`).digest('base64url');

  return {
    /** Remembers this browser for `email` after a successful login. */
    remember: (reply: FastifyReply, email: string): void => {
      const deviceId = randomBytes(16).toString('base64url');
      reply.setCookie(KNOWN_DEVICE_COOKIE, `${deviceId}.${proof(deviceId, email)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieOptions.secure,
        path: '/api/auth/login',
        maxAge: MAX_AGE_SECONDS,
      });
    },

    /** The device id when this request comes from a browser that signed in as `email`, else undefined. */
    deviceFor: (request: FastifyRequest, email: string | undefined): string | undefined => {
      const [deviceId, given] = request.cookies[KNOWN_DEVICE_COOKIE]?.split('.') ?? [];
      if (!email || !deviceId || !given) return undefined;
      const expected = Buffer.from(proof(deviceId, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : undefined;
    },
  };
}
