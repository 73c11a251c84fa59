import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/app/auth-flow';
import { createTestApp, TEST_ORIGIN, uniqueEmail, type TestApp } from '../support/app/test-app';
import { hasNginx, startNginx, type RunningNginx } from '../support/nginx';

const clientDist = mkdtempSync(path.join(tmpdir(), 'solace-client-'));
const page = '<!doctype html><title>Solace</title><div id="root"></div>'.padEnd(2048, ' ');
writeFileSync(path.join(clientDist, 'index.html'), page);
writeFileSync(path.join(clientDist, 'index.html.br'), brotliCompressSync(page));

// Reported as skipped without Debian's nginx (CI installs it); tests/integration/trust-proxy.test.ts checks the app's side alone.
describe.skipIf(!hasNginx)('through Debian’s nginx with the shipped configuration', () => {
  let t: TestApp;
  let nginx: RunningNginx;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', CLIENT_DIST: clientDist } });
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

  it('gzips a JSON answer the app sends plain, and passes a precompressed page through as brotli', async () => {
    const lines = await fetch(`${url}/api/crisis-lines`, { headers: { 'accept-encoding': 'gzip' } });
    expect(lines.headers.get('content-encoding')).toBe('gzip');
    expect(((await lines.json()) as { countries: unknown[] }).countries.length).toBeGreaterThan(10);
    const page = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('<div id="root">');
  });
});
