import { Worker } from 'node:worker_threads';
import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import { abortError } from '../abort-error';
import { espeakVoice } from './espeak-voices';
import type { SpeechJob, SpeechResult } from './speech-worker';

export interface OfflineSynthesizer {
  synthesize(input: { text: string; voice: VoiceStyle; language: LanguageCode; signal: AbortSignal }): AsyncIterable<Uint8Array>;
}

interface Waiting {
  resolve: (packets: Uint8Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * Offline text to speech: eSpeak NG compiled to WebAssembly, in one worker thread started on first use
 * and shared by all sessions. Text is spoken sentence by sentence, so the first packets of a reply are
 * ready after one sentence, and sessions take turns sentence by sentence.
 */
export function createOfflineSynthesizer(): OfflineSynthesizer {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    worker = undefined;
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('../worker-bootstrap.mjs', import.meta.url), {
      workerData: { entry: new URL('./speech-worker.ts', import.meta.url).href },
    });
    started.unref(); // an idle synthesizer never keeps the process alive
    started.on('message', (result: SpeechResult) => {
      const entry = waiting.get(result.id);
      waiting.delete(result.id);
      if (!entry) return;
      if ('error' in result) entry.reject(new Error(`Speech synthesis failed: ${result.error}`));
      else entry.resolve(result.packets);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => failAll(new Error('The speech synthesis worker stopped')));
    worker = started;
    return started;
  };

  const speak = (job: Omit<SpeechJob, 'id'>, signal: AbortSignal): Promise<Uint8Array[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const onAbort = () => {
        waiting.delete(id); // the worker finishes the sentence; its result is dropped
        reject(abortError(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = <T>(fn: (value: T) => void) => (value: T) => {
        signal.removeEventListener('abort', onAbort);
        fn(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      start().postMessage({ id, ...job } satisfies SpeechJob);
    });

  return {
    async *synthesize({ text, voice, language, signal }) {
      for (const sentence of splitIntoSentences(text)) {
        signal.throwIfAborted();
        yield* await speak({ text: sentence, ...espeakVoice(language, voice) }, signal);
      }
    },
  };
}

function splitIntoSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？؟])\s*/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}
