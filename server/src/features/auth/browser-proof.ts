import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface BrowserProofCookie {
  name: string;
  /** The only route the browser sends it to. */
  path: string;
  maxAgeSeconds: number;
  /** What the proof is of, part of what is signed (so one cookie's proof never passes for another's). */
  purpose: string;
}

/**
 * A cookie that proves, with the server's key, that this browser did something as `email` (signed in,
 * signed up): a random id and an HMAC of the purpose, the id and the email. httpOnly, sent only
 * to `path`.
 */
export function browserProof(cookie: BrowserProofCookie, secret: string, cookieOptions: { secure: boolean }) {
  const proof = (id: string, email: string) =>
    createHmac('sha256', secret).update(`${cookie.purpose}:${id}:${email.trim().toLowerCase()}`).digest('base64url');

  return {
    remember: (reply: FastifyReply, email: string): void => {
      const id = randomBytes(16).toString('base64url');
      reply.setCookie(cookie.name, `${id}.${proof(id, email)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieOptions.secure,
        path: cookie.path,
        maxAge: cookie.maxAgeSeconds,
      });
    },

    forget: (reply: FastifyReply): void => {
      reply.clearCookie(cookie.name, { path: cookie.path });
    },

    /** The cookie's id when this request's browser holds the proof for `email`, else undefined. */
    idFor: (request: FastifyRequest, email: string | undefined): string | undefined => {
      const [id, given] = request.cookies[cookie.name]?.split('.') ?? [];
      if (!email || !id || !given) return undefined;
      const expected = Buffer.from(proof(id, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}
