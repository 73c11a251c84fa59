import { createSecretKey, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { genericMessages } from '@shared/messages';
import type { AuthUser } from '@shared/api/auth';
import { AppError } from './error-handler';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`; null before it runs. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const keys = new Map<string, KeyObject>();
/** Imported once per secret: verifying the access token is on every request's path. */
const key = (secret: string): KeyObject => {
  let imported = keys.get(secret);
  if (!imported) {
    imported = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, imported);
  }
  return imported;
};

export async function signAccessToken(user: AuthUser, secret: string): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
    .sign(key(secret));
}

/** The user an access token names, or null when it is missing, forged or expired. */
export async function verifyAccessToken(token: string | undefined, secret: string): Promise<AuthUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { id: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}

export interface AuthCookieOptions {
  secure: boolean;
}

export function setAuthCookies(
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
  options: AuthCookieOptions,
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, path: '/', maxAge: ACCESS_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, path: '/api/auth', maxAge: REFRESH_TTL_SECONDS });
}

export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
}

/** Decorates `requireUser`, a preHandler that answers 401 unless a valid access cookie is present. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await verifyAccessToken(request.cookies[ACCESS_COOKIE], opts.secret);
    if (!user) throw new AppError('unauthorized', 401, genericMessages.unauthorized);
    request.user = user;
  });
});

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', 401, genericMessages.unauthorized);
  return request.user;
}
