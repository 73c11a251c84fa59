import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** The voice module's files: detector glue, onnxruntime's loader, encoder worker, player, call. */
const VOICE_MODULE = /voice-call|voice-player|real-time-vad|opus-encoder|\/vad\/.*\.m?js$/;

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/** Records every script a page fetches, with its size as sent and gzipped. */
export function recordScripts(page: Page): { take(): Promise<ScriptSize[]> } {
  let scripts: ScriptSize[] = [];
  let pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ url: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  return {
    take: async () => {
      await Promise.all(pending);
      pending = [];
      const taken = scripts;
      scripts = [];
      return taken;
    },
  };
}

export const isVoiceModule = (script: ScriptSize) => VOICE_MODULE.test(script.url);
export const totalGzip = (scripts: ScriptSize[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
