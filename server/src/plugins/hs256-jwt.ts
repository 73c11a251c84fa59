import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens on node:crypto's HMAC. Verifying the access token is on every signed-in
 * request's path, and jose's WebCrypto route cost about 20 times as much CPU per token.
 * Only HS256 is accepted: the algorithm is never taken from the token.
 */

export type JwtClaims = Record<string, unknown>;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (signingInput: string, secret: Buffer) => createHmac('sha256', secret).update(signingInput).digest();

export function signHs256(claims: JwtClaims, secret: Buffer): string {
  const signingInput = `${HEADER}.${base64urlJson(claims)}`;
  return `${signingInput}.${hmac(signingInput, secret).toString('base64url')}`;
}

/**
 * The claims of a token signed with `secret` that is not expired (`exp` is required) and not used
 * before its `nbf`; null for anything else. `nowSeconds` is the current time in seconds since the epoch.
 */
export function verifyHs256(token: string, secret: Buffer, nowSeconds: number): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  // Compared as the canonical encoding, so no other spelling of the same bytes is accepted.
  const expected = Buffer.from(hmac(`${header}.${payload}`, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const head = parseJsonObject(header);
  // `crit` names extensions a verifier must understand; none are supported.
  if (!head || head.alg !== 'HS256' || 'crit' in head) return null;
  const claims = parseJsonObject(payload);
  if (!claims || typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
  return claims;
}

function parseJsonObject(base64url: string): JwtClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JwtClaims) : null;
  } catch {
    return null;
  }
}
