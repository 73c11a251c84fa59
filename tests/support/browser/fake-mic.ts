// A browser of its own per voice test, because Chromium takes its fake microphone's WAV at launch.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { chromiumArgs } from '../../e2e/playwright.config';

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
  return writeWav(Buffer.alloc(Math.round(seconds * 16_000) * 2), 'silence');
}

/**
 * `wav` (16 kHz mono 16-bit) after `seconds` of silence, and `trailing` seconds after. The fake microphone
 * starts its file when the page opens the microphone, which is before the session is ready: the pause
 * leaves time for that.
 */
export function afterSilence(wav: string, seconds: number, trailing = 0): string {
  const file = readFileSync(wav);
  let pcm: Buffer | null = null;
  for (let offset = 12; offset + 8 <= file.length; offset += 8 + file.readUInt32LE(offset + 4)) {
    const chunk = file.toString('ascii', offset, offset + 4);
    if (chunk === 'fmt ' && (file.readUInt16LE(offset + 10) !== 1 || file.readUInt32LE(offset + 12) !== 16_000)) {
      throw new Error(`${wav} is not 16 kHz mono`);
    }
    if (chunk === 'data') pcm = file.subarray(offset + 8, offset + 8 + file.readUInt32LE(offset + 4));
  }
  if (!pcm) throw new Error(`${wav} has no audio`);
  const silence = (length: number) => Buffer.alloc(Math.round(length * 16_000) * 2);
  return writeWav(Buffer.concat([silence(seconds), pcm, silence(trailing)]), path.basename(wav, '.wav'));
}

function writeWav(pcm: Buffer, name: string): string {
  const samples = pcm.length / 2;
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
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'solace-fake-mic-')), `${name}.wav`);
  writeFileSync(file, Buffer.concat([header, pcm]));
  return file;
}
