/**
 * Lighthouse 12.2.3 with its default mobile preset (simulated slow 4G, 4x CPU slowdown) on the pages
 * people reach first: the landing and crisis pages signed out, the overview, the mood tracker and the
 * session start signed in. Prints each page's scores and figures, the median of `runs`, with the load
 * average. Figures go to docs/benchmarks.md.
 *
 *   npx tsx tests/e2e/bench/lighthouse.ts [runs=3] [--scripts] [--only=/path]
 *   (--scripts lists what each page fetched over 2 KiB, and what moved; --only measures one of the pages)
 *
 * Needs the client built (node scripts/ensure-client-build.mjs, or E2E_CLIENT_DIST) and Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { PASSWORD, uniqueEmail } from '../../support/browser/account';
import { startSessionServer } from '../../support/browser/session-server';
import { chromiumArgs } from '../playwright.config';

const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const chosen = (pages: string[]) => pages.filter((url) => only === undefined || url === only);
const publicPages = chosen(['/', '/crisis-support']);
const signedInPages = chosen(['/dashboard', '/dashboard/mood-tracker', '/dashboard/start-session']);

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptKiB: number;
  totalKiB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A first visit each time: Lighthouse keeps the storage (the sign-in cookie), so the cache is cleared here. */
async function audit(url: string, cdp: CDPSession, port: number): Promise<Figures> {
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
  const { categories, audits, runtimeError, runWarnings, lighthouseVersion } = result.lhr;
  if (lighthouseVersion !== '12.2.3') throw new Error(`Lighthouse ${lighthouseVersion} ran; the figures are for 12.2.3`);
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (runWarnings.length > 0) console.error(`Lighthouse on ${url}: ${runWarnings.join(' ')}`);
  if (process.argv.includes('--scripts')) {
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize: number }[] } | undefined)?.items ?? [];
    for (const request of requests.filter((item) => item.transferSize > 2048)) console.error(`  ${new URL(request.url).pathname} ${Math.round(request.transferSize / 1024)} KiB`);
    const shifts = (audits['layout-shifts']?.details as { items?: { score?: number; node?: { snippet?: string } }[] } | undefined)?.items ?? [];
    for (const shift of shifts) console.error(`  layout shift ${shift.score?.toFixed(3) ?? '?'}: ${shift.node?.snippet ?? JSON.stringify(shift).slice(0, 300)}`);
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const weights = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const kib = (type: string) => Math.round((weights.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    scriptKiB: kib('script'),
    totalKiB: kib('total'),
  };
}

async function measure(url: string, cdp: CDPSession, port: number): Promise<void> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await audit(url, cdp, port));
  const pick = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  const row = Object.fromEntries((Object.keys(all[0] as Figures) as (keyof Figures)[]).map((key) => [key, pick(key)]));
  console.log(JSON.stringify({ page: new URL(url).pathname, ...row, performanceRuns: all.map((f) => f.performance), load: loadavg().map((l) => l.toFixed(2)).join(' ') }));
}

/** A new account, confirmed, onboarded and signed in in the page's context, through the app's API and the dev mailbox. */
async function signIn(page: Page, base: string): Promise<void> {
  const email = uniqueEmail('lighthouse');
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`${base}${url}`, { data, headers: { origin: base } });
    if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
  };
  await post('/api/auth/signup', { email, password: PASSWORD, acceptTerms: true, confirmAge: true });
  let token: string | null = null;
  for (let attempt = 0; attempt < 50 && !token; attempt++) {
    const { messages } = (await (await page.request.get(`${base}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
    const link = messages.map((mail) => /https?:\/\/\S+\/confirm-email#\S+/.exec(mail.text)?.[0]).find(Boolean);
    token = link ? new URLSearchParams(new URL(link).hash.slice(1)).get('token') : null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Confirming signs the account in.
  await post('/api/auth/confirm', { token });
  await post('/api/profile/onboarding', { fullName: 'Robin Calloway', preferredLanguage: 'en', voicePreference: 'warm', timezone: 'UTC' });
}

/** The debugging port Chromium chose (`--remote-debugging-port=0`), from the file it writes into its profile. */
async function debuggingPort(profile: string, exited: Promise<unknown>): Promise<number> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 100 && !gone; attempt++) {
    try {
      return Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('Chromium did not open a debugging port');
}

const server = await startSessionServer({ ai: 'offline' }, 'http://localhost');
const profile = mkdtempSync(path.join(tmpdir(), 'solace-lighthouse-'));
const browserProcess = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
const exited = new Promise((resolve) => {
  browserProcess.once('exit', resolve);
  browserProcess.once('error', (error) => {
    console.error(`Chromium did not start: ${error.message}`);
    resolve(error);
  });
});
try {
  const port = await debuggingPort(profile, exited);
  console.log(`Lighthouse 12.2.3, mobile preset, median of ${runs} runs; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  // Lighthouse opens its tabs in the browser's own context: an account signed in there is signed in for it.
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  const cdp = await page.context().newCDPSession(page);
  for (const url of publicPages) await measure(`${server.url}${url}`, cdp, port);
  if (signedInPages.length > 0) await signIn(page, server.url);
  for (const url of signedInPages) await measure(`${server.url}${url}`, cdp, port);
  await browser.close();
} finally {
  browserProcess.kill();
  await exited;
  rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  await server.close();
  // Made by the Playwright config this script borrows its Chromium flags from.
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
