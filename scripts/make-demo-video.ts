// Makes the landing page's demo video in each language (client/public/demo/<language>.webm) and
// its poster (<language>.jpg). Run: npx tsx scripts/make-demo-video.ts [language …]
//
// The demo page draws each frame from a time value, so the video is the same on every run and
// loops without a seam. Frames are captured as screenshots, then replayed at real speed onto a
// canvas in a second page and recorded there with MediaRecorder: Playwright's own `recordVideo`
// needs its separately downloaded ffmpeg, which this machine (and CI) does not have.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { languageCodes, type LanguageCode } from '../shared/preferences';
import { demoPageHtml } from './demo-video/demo-page';
import { recorderPageHtml } from './demo-video/recorder-page';
import { demoScenes } from './demo-video/scenes';

const WIDTH = 640;
const HEIGHT = 360;
const DURATION_MS = 8000;
const FPS = 25;
const POSTER_AT_MS = 6700;
const MAX_BYTES = 400 * 1024;
const BITS_PER_SECOND = 600_000;
const outDir = path.resolve(import.meta.dirname, '../client/public/demo');

interface DemoWindow {
  renderAt(ms: number): void;
}
interface RecorderWindow {
  record(frames: string[], fps: number, bitsPerSecond: number): Promise<string>;
}

/** Serves `html` at a localhost address, a secure context where MediaRecorder is always available. */
async function open(page: Page, name: string, html: string): Promise<void> {
  const url = `http://localhost/${name}`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
}

async function renderAt(page: Page, ms: number): Promise<void> {
  await page.evaluate((t) => (globalThis as unknown as DemoWindow).renderAt(t), ms);
}

async function makeVideo(context: BrowserContext, language: LanguageCode): Promise<void> {
  const demo = await context.newPage();
  await open(demo, `demo-${language}`, demoPageHtml(language, demoScenes[language]));
  const frames: string[] = [];
  for (let ms = 0; ms < DURATION_MS; ms += 1000 / FPS) {
    await renderAt(demo, ms);
    frames.push((await demo.screenshot({ type: 'jpeg', quality: 92 })).toString('base64'));
  }
  await renderAt(demo, POSTER_AT_MS);
  writeFileSync(path.join(outDir, `${language}.jpg`), await demo.screenshot({ type: 'jpeg', quality: 85 }));
  await demo.close();

  const recorder = await context.newPage();
  await open(recorder, 'recorder', recorderPageHtml(WIDTH, HEIGHT));
  const webm = await recorder.evaluate(
    ([all, fps, bits]) => (globalThis as unknown as RecorderWindow).record(all, fps, bits),
    [frames, FPS, BITS_PER_SECOND] as const,
  );
  await recorder.close();
  const bytes = Buffer.from(webm, 'base64');
  if (bytes.length > MAX_BYTES) throw new Error(`${language}.webm is ${bytes.length} bytes; keep it under ${MAX_BYTES}`);
  writeFileSync(path.join(outDir, `${language}.webm`), bytes);
  console.log(`Wrote demo/${language}.webm (${Math.round(bytes.length / 1024)} KB, ${frames.length} frames) and its poster`);
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((code) => !languageCodes.includes(code as LanguageCode));
  if (unknown.length > 0) throw new Error(`Not a product language: ${unknown.join(', ')}`);
  const languages = asked.length > 0 ? (asked as LanguageCode[]) : [...languageCodes];
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    for (const language of languages) await makeVideo(context, language);
  } finally {
    await browser.close();
  }
}

await main();
