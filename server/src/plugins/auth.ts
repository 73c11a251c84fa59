import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '@shared/api/auth';
import { AppError } from './error-handler';
import { signHs256, verifyHs256 } from './hs256-jwt';

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

const keys = new Map<string, Buffer>();
const key = (secret: string): Buffer => {
  let bytes = keys.get(secret);
  if (!bytes) {
    bytes = Buffer.from(secret, 'utf8');
    keys.set(secret, bytes);
  }
  return bytes;
};

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export async function signAccessToken(user: AuthUser, secret: string): Promise<string> {
  const issuedAt = nowInSeconds();
  return signHs256({ email: user.email, sub: user.id, iat: issuedAt, exp: issuedAt + ACCESS_TTL_SECONDS }, key(secret));
}

/** The user an access token names, or null when it is missing, forged or expired. */
export async function verifyAccessToken(token: string | undefined, secret: string): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = verifyHs256(token, key(secret), nowInSeconds());
  if (typeof claims?.sub !== 'string' || typeof claims.email !== 'string') return null;
  return { id: claims.sub, email: claims.email };
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
    if (!user) throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
    request.user = user;
  });
});

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
  return request.user;
}
