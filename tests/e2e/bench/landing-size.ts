/**
 * Measures the JavaScript a visitor downloads on the landing page: every script `/` fetches until the
 * network is idle, gzipped, for a signed-out visit and for the login dialog opened by `/?login=1`.
 * Figures go to docs/benchmarks.md.
 *
 *   npx tsx tests/e2e/bench/landing-size.ts
 *
 * Needs the client built (node scripts/ensure-client-build.mjs, or E2E_CLIENT_DIST) and Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { startSessionServer } from '../../support/browser/session-server';
import { chromiumArgs } from '../playwright.config';
import { isVoiceModule, recordScripts, totalGzip, type ScriptSize } from './script-sizes';

const server = await startSessionServer({ ai: 'offline' }, 'http://localhost');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });

const summary = (scripts: ScriptSize[]) => ({
  gzipBytes: totalGzip(scripts),
  bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
  files: scripts.map((s) => `${s.url} ${s.bytes} ${s.gzipBytes}`),
});

async function measure(url: string): Promise<ScriptSize[]> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const scripts = recordScripts(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const taken = await scripts.take();
  if (taken.some(isVoiceModule)) throw new Error(`${url} loaded the voice module`);
  await page.context().close();
  return taken;
}

try {
  const landing = await measure('/');
  const withLogin = await measure('/?login=1');
  console.log(JSON.stringify({ landing: summary(landing), landingWithLoginDialog: summary(withLogin) }, null, 2));
} finally {
  await browser.close();
  await server.close();
}
