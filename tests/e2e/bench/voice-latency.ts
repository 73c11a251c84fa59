/**
 * Measures a voice call in the browser: from the voice detector's speech end to the reply's first
 * audio playing, over many turns, with the real openai provider against tests/support/fakes/openai; and the
 * landing page's JavaScript with and without the voice module. Figures go to docs/benchmarks.md.
 *
 *   npx tsx tests/e2e/bench/voice-latency.ts [--turns 12] [--stt-ms 300 --first-token-ms 300 --tts-first-byte-ms 200]
 *
 * Needs the client built (node scripts/ensure-client-build.mjs) and Debian's Chromium.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { afterSilence, speechFixture } from '../../support/browser/fake-mic';
import { startSessionServer } from '../../support/browser/session-server';
import { chromiumArgs } from '../playwright.config';
import { isVoiceModule, recordScripts, totalGzip } from './script-sizes';

const { values } = parseArgs({
  options: {
    turns: { type: 'string', default: '12' },
    'stt-ms': { type: 'string', default: '0' },
    'first-token-ms': { type: 'string', default: '0' },
    'tts-first-byte-ms': { type: 'string', default: '0' },
  },
});
const turns = Number(values.turns);
const latencies = { sttMs: Number(values['stt-ms']), firstTokenMs: Number(values['first-token-ms']), ttsFirstByteMs: Number(values['tts-first-byte-ms']) };

// One sentence, then silence long enough for the whole reply to play; the fake microphone loops it,
// so each loop is one turn.
const wav = afterSilence(speechFixture('feeling-stressed.wav'), 3, 9);
const server = await startSessionServer({ ai: 'openai', latencies }, 'http://localhost');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
});

try {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const landing = await scripts.take();
  if (landing.some(isVoiceModule)) throw new Error('The landing page loaded the voice module');
  const email = `bench-${Date.now()}@example.com`;
  const post = (url: string, data: object) => page.request.post(url, { data, headers: { origin: server.url } });
  await post('/api/auth/signup', { email, password: 'a calm password', acceptTerms: true, confirmAge: true });
  await server.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
  await post('/api/auth/login', { email, password: 'a calm password' });
  await post('/api/profile/onboarding', { fullName: 'Bench Mark', preferredLanguage: 'en', voicePreference: 'warm', timezone: 'UTC' });

  await page.goto('/dashboard/start-session');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Voice Call/ }).click();
  await page.getByRole('dialog', { name: 'Start a voice call' }).getByRole('button', { name: 'Start Call' }).click();
  const measured = page.locator('[data-role="assistant"][data-reply-latency-ms]:not([data-reply-latency-ms="-1"])');
  const started = Date.now();
  while ((await measured.count()) < turns) {
    if (Date.now() - started > turns * 30_000) throw new Error(`only ${await measured.count()} turns measured`);
    await page.waitForTimeout(1000);
  }
  const voiceModule = (await scripts.take()).filter(isVoiceModule);
  const sizes = {
    landingGzipBytes: totalGzip(landing),
    voiceModuleGzipBytes: totalGzip(voiceModule),
    voiceModuleFiles: voiceModule.map((s) => `${s.url} ${s.gzipBytes}`),
  };
  const turnLatencies = (await measured.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-reply-latency-ms'))))).slice(0, turns);
  const sorted = [...turnLatencies].sort((a, b) => a - b);
  const median = ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
  const p90 = sorted[Math.ceil(0.9 * sorted.length) - 1];
  console.log(JSON.stringify({ latencies, turns: turnLatencies.length, p50: median, p90, min: sorted[0], max: sorted.at(-1), values: turnLatencies, sizes }, null, 2));
} finally {
  await browser.close();
  await server.close();
}
