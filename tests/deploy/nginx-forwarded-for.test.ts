import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/app/auth-flow';
import { createTestApp, TEST_ORIGIN, uniqueEmail, type TestApp } from '../support/app/test-app';
import { hasNginx, startNginx, type RunningNginx } from '../support/nginx';

// Reported as skipped without Debian's nginx (CI installs it); tests/integration/trust-proxy.test.ts checks the app's side alone.
describe.skipIf(!hasNginx)('through Debian’s nginx with the shipped configuration', () => {
  let t: TestApp;
  let nginx: RunningNginx;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    nginx = await startNginx([address.port, address.port]);
    url = nginx.url;
  }, 60_000);
  afterAll(async () => {
    nginx?.stop();
    await t?.close();
  });

  it('a forged X-Forwarded-For does not get round the per-address sign-up limit: 20, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: uniqueEmail('nginx'), password: PASSWORD, acceptTerms: true, confirmAge: true }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((code) => code === 201)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
