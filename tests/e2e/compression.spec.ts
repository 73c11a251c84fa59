import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const dist = path.resolve(process.env.E2E_CLIENT_DIST ?? 'client/dist');

test('the landing page’s scripts and styles arrive compressed with brotli, hashed ones cached for good, and without the schema library', async ({ page }) => {
  const arrived: { url: string; encoding?: string; cache?: string; asked?: string; text: string }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/' || /\.(js|css)$/.test(url.pathname)) {
      const asked = (await response.request().allHeaders())['accept-encoding'];
      arrived.push({ url: url.pathname, encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'], asked, text: await response.text() });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = arrived.filter(({ url }) => url.startsWith('/assets/'));
  expect(scripts.length).toBeGreaterThan(3);
  // The schema library (85 KB) waits for a page with a form or a session; the landing page has neither.
  expect(scripts.filter(({ text }) => text.includes('ZodObject')).map(({ url }) => url)).toEqual([]);
  expect(arrived.find(({ url }) => url === '/')?.encoding).toBe('br');
  for (const script of scripts) {
    expect(script.asked, script.url).toContain('br');
    // Under 1 KB compression saves less than its headers cost: those go as they are.
    expect(script.encoding, script.url).toBe(statSync(path.join(dist, script.url)).size < 1024 ? undefined : 'br');
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
});

test('a compressed file is the built file, and a client that takes none gets it as it is', async ({ request }) => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] as string;
  const built = readFileSync(path.join(dist, script));
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(res.headers()['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.headers()['vary']).toContain('accept-encoding');
    expect(Buffer.compare(await res.body(), built), encoding).toBe(0);
  }
});
