// Makes the landing page's demo video (client/public/demo.webm) and its poster (demo-poster.png).
// Run: npx tsx scripts/make-demo-video.ts
//
// The demo page draws each frame from a time value, so the video is the same on every run and
// loops without a seam. Frames are captured as screenshots, then replayed at real speed onto a
// canvas in a second page and recorded there with MediaRecorder: Playwright's own `recordVideo`
// needs its separately downloaded ffmpeg, which this machine (and CI) does not have.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { demoPageHtml } from './demo-video/demo-page';
import { recorderPageHtml } from './demo-video/recorder-page';

const WIDTH = 640;
const HEIGHT = 360;
const DURATION_MS = 8000;
const FPS = 25;
const POSTER_AT_MS = 6700;
const MAX_BYTES = 1024 * 1024;
const publicDir = path.resolve(import.meta.dirname, '../client/public');

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

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    const demo = await context.newPage();
    await open(demo, 'demo', demoPageHtml);

    const frames: string[] = [];
    for (let ms = 0; ms < DURATION_MS; ms += 1000 / FPS) {
      await renderAt(demo, ms);
      frames.push((await demo.screenshot({ type: 'jpeg', quality: 92 })).toString('base64'));
    }
    await renderAt(demo, POSTER_AT_MS);
    writeFileSync(path.join(publicDir, 'demo-poster.png'), await demo.screenshot({ type: 'png' }));

    const recorder = await context.newPage();
    await open(recorder, 'recorder', recorderPageHtml(WIDTH, HEIGHT));
    const webm = await recorder.evaluate(
      ([all, fps]) => (globalThis as unknown as RecorderWindow).record(all, fps, 700_000),
      [frames, FPS] as const,
    );
    const bytes = Buffer.from(webm, 'base64');
    if (bytes.length > MAX_BYTES) throw new Error(`demo.webm is ${bytes.length} bytes; keep it under ${MAX_BYTES}`);
    writeFileSync(path.join(publicDir, 'demo.webm'), bytes);
    console.log(`Wrote demo.webm (${Math.round(bytes.length / 1024)} KB, ${frames.length} frames) and demo-poster.png`);
  } finally {
    await browser.close();
  }
}

await main();
