// A browser of its own per voice test, because Chromium takes its fake microphone's WAV at launch.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

export const speechFixture = (name: string) => path.resolve(import.meta.dirname, '../../fixtures', name);

export interface FakeMicOptions {
  /** Play the file once (then silence) instead of looping it. */
  once?: boolean;
  /** Refuse the microphone, as a person who says no. */
  deny?: boolean;
  viewport?: { width: number; height: number };
}

/** Opens a page whose microphone hears `wav` (16 kHz mono WAV; it starts when the page opens the microphone). */
export async function openWithFakeMic(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  wav: string,
  options: FakeMicOptions = {},
): Promise<{ page: Page; browser: Browser }> {
  const args = [...chromiumArgs, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}${options.once ? '%noloop' : ''}`];
  args.push(options.deny ? '--deny-permission-prompts' : '--use-fake-ui-for-media-stream');
  const browser = await playwright.chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  const context = await browser.newContext({ baseURL, viewport: options.viewport ?? { width: 1280, height: 800 } });
  return { page: await context.newPage(), browser };
}

/** A WAV of silence (16 kHz mono 16-bit), for calls where nobody speaks. */
export function silentWav(seconds: number): string {
  const samples = Math.round(seconds * 16_000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'solace-silence-')), 'silence.wav');
  writeFileSync(file, Buffer.concat([header, Buffer.alloc(samples * 2)]));
  return file;
}
