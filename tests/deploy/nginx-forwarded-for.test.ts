import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/app/auth-flow';
import { createTestApp, TEST_ORIGIN, uniqueEmail, type TestApp } from '../support/app/test-app';
import { freePort } from '../support/free-port';

const NGINX = '/usr/sbin/nginx';
const shipped = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');

/** deploy/nginx.conf as shipped, in front of one local app (both upstream entries point at it), on `port`. */
function nginxConf(appPort: number, port: number, dir: string): string {
  const site = shipped
    .replace(/server app-\d:3000/g, `server 127.0.0.1:${appPort}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join('\n');
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\naccess_log off;\n${temp}\n${site}\n}\n`;
}

// Reported as skipped without Debian's nginx (CI installs it); tests/integration/trust-proxy.test.ts checks the app's side alone.
describe.skipIf(!existsSync(NGINX))('through Debian’s nginx with the shipped configuration', () => {
  let t: TestApp;
  let nginx: ChildProcess;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), 'solace-nginx-'));
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(address.port, port, dir));
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  }, 60_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
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
