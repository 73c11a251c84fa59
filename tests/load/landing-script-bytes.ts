/**
 * The JavaScript the landing page fetches, in bytes raw, gzipped and brotli-compressed: opens the page in
 * Debian's Chromium against a running server and reads each script it fetched from the build folder.
 *   npx tsx tests/load/landing-script-bytes.ts [origin=http://localhost:3000] [dist=client/dist] [locale=en-US]
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [origin = 'http://localhost:3000', dist = 'client/dist', locale = 'en-US'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await (await browser.newContext({ locale })).newPage();
const scripts = new Set<string>();
page.on('request', (request) => {
  if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
});
await page.goto(`${origin}/`);
await page.waitForLoadState('networkidle');
await browser.close();

const rows = [...scripts].map((path) => {
  const body = readFileSync(`${dist}${path}`);
  return { path, raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${row.path}\t${row.raw}\t${row.gzip}\t${row.brotli}`);
const sum = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((total, row) => total + row[key], 0);
console.log(`scripts ${rows.length}  raw ${sum('raw')} B  gzip ${sum('gzip')} B  brotli ${sum('brotli')} B  (locale ${locale}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})`);
