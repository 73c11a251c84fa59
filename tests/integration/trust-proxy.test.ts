import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/env';
import { PASSWORD } from '../support/app/auth-flow';
import { TEST_ORIGIN, testEnv, uniqueEmail, useTestApp, type TestApp } from '../support/app/test-app';

const PROXY = '10.9.0.2';

/** A sign-up as it reaches the app through the proxy: nginx appends the address it saw to what the client sent. */
function signUpThroughProxy(t: TestApp, clientAddress: string, forged: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${clientAddress}` },
    payload: JSON.stringify({ email: uniqueEmail('xff'), password: PASSWORD, acceptTerms: true, confirmAge: true }),
    remoteAddress: PROXY,
  });
}

async function codes(t: TestApp, clientAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signUpThroughProxy(t, clientAddress, `198.51.100.${i + 1}`)).statusCode);
  return statuses;
}

describe.each([
  ['true (one hop)', 'true'],
  ['the proxy’s address', PROXY],
])('TRUST_PROXY=%s', (_name, trustProxy) => {
  const t = useTestApp({ env: { TRUST_PROXY: trustProxy } });

  it('a forged X-Forwarded-For does not get round the per-address sign-up limit: 20, then 429', async () => {
    const statuses = await codes(t, trustProxy === 'true' ? '203.0.113.7' : '203.0.113.8', 25);
    expect(statuses.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('TRUST_PROXY off', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'false' } });

  it('believes no header: the proxy itself is the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.1' }, remoteAddress: PROXY });
    expect(res.statusCode).toBe(200);
    expect(loadConfig(testEnv({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
  });
});

it('TRUST_PROXY reads a hop count or addresses, and refuses anything else', () => {
  expect(loadConfig(testEnv({ TRUST_PROXY: '2' })).trustProxy).toBe(2);
  expect(loadConfig(testEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(() => loadConfig(testEnv({ TRUST_PROXY: 'yes please' }))).toThrow(/TRUST_PROXY/);
});
