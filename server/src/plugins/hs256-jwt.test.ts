import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { signHs256, verifyHs256 } from './hs256-jwt';

const secret = Buffer.from('a-signing-secret-that-is-long-enough-for-hs256', 'utf8');
const now = Math.floor(Date.now() / 1000);
const claims = { email: 'a@example.com', sub: 'user-1', iat: now, exp: now + 900 };

const joseToken = (header: { alg: string; crit?: string[] }, key: Uint8Array = secret) =>
  new SignJWT({ email: 'a@example.com' })
    .setProtectedHeader(header)
    .setSubject('user-1')
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(key);

describe('HS256 tokens', () => {
  it('verifies what it signed', () => {
    expect(verifyHs256(signHs256(claims, secret), secret, now)).toEqual(claims);
  });

  it('signs tokens jose accepts', async () => {
    const { payload, protectedHeader } = await jwtVerify(signHs256(claims, secret), secret, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toEqual(claims);
  });

  it('accepts tokens jose signed', async () => {
    expect(verifyHs256(await joseToken({ alg: 'HS256' }), secret, now)).toEqual(claims);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyHs256(signHs256(claims, Buffer.from('another-secret')), secret, now)).toBeNull();
  });

  it('refuses a changed payload', () => {
    const [header, , signature] = signHs256(claims, secret).split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url');
    expect(verifyHs256(`${header}.${payload}.${signature}`, secret, now)).toBeNull();
  });

  it('refuses another spelling of the right signature', () => {
    const token = signHs256(claims, secret);
    // 32 bytes leave 2 spare bits in the last base64url character: flipping them decodes to the same bytes.
    const last = token.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? '';
    const respelled = token.slice(0, -1) + sibling;
    expect(Buffer.from(respelled.split('.')[2] ?? '', 'base64url')).toEqual(Buffer.from(token.split('.')[2] ?? '', 'base64url'));
    expect(verifyHs256(respelled, secret, now)).toBeNull();
  });

  it('refuses other algorithms, unsecured tokens and critical extensions', async () => {
    expect(verifyHs256(await joseToken({ alg: 'HS512' }), secret, now)).toBeNull();
    expect(verifyHs256(new UnsecuredJWT(claims).encode(), secret, now)).toBeNull();
    const [, payload] = signHs256(claims, secret).split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyHs256(`${noneHeader}.${payload}.`, secret, now)).toBeNull();
    const critical = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', crit: ['b64'], b64: true }).sign(secret);
    expect(verifyHs256(critical, secret, now)).toBeNull();
  });

  it('refuses expired, not yet valid and expiry-less tokens', () => {
    expect(verifyHs256(signHs256({ ...claims, exp: now }, secret), secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ ...claims, exp: now + 1 }, secret), secret, now)).not.toBeNull();
    expect(verifyHs256(signHs256({ ...claims, nbf: now + 60 }, secret), secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ email: 'a@example.com', sub: 'user-1' }, secret), secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ ...claims, exp: String(now + 900) }, secret), secret, now)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', '..', signHs256(claims, secret) + '.']) {
      expect(verifyHs256(token, secret, now)).toBeNull();
    }
    const signedArray = (payload: string) => {
      const input = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(payload).toString('base64url')}`;
      return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
    };
    expect(verifyHs256(signedArray('[1,2]'), secret, now)).toBeNull();
    expect(verifyHs256(signedArray('not json'), secret, now)).toBeNull();
  });
});
