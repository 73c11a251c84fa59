import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LanguageCode } from '@shared/preferences';
import { resampleLinear } from '../../../audio/resample';
import { pcmToWav } from '../../../audio/wav';
import { abortError } from '../abort-error';
import { SpeechRecognitionUnavailableError } from '../ai-provider';

const RECOGNISER_RATE = 16_000;

/** Where Debian's pocketsphinx and pocketsphinx-en-us put the recogniser and its US English acoustic model. */
export const POCKETSPHINX_PROGRAM = 'pocketsphinx_continuous';
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us/en-us';

/** What whoever runs the server can do about it: in the log, `/api/health` and errors, never on a person's screen. */
export const HOW_TO_ENABLE_SPEECH =
  'To turn it on, install the Debian packages (sudo apt-get install pocketsphinx pocketsphinx-en-us) for offline English recognition, ' +
  'or set OPENAI_API_KEY or AI_BASE_URL to use a speech-to-text service. Text chat works meanwhile.';

export interface PocketsphinxOptions {
  /** The recogniser program (POCKETSPHINX_PROGRAM), found on PATH by default. */
  binary?: string;
  /** The US English acoustic model folder (POCKETSPHINX_MODEL_DIR) that pocketsphinx-en-us installs. */
  modelDir?: string;
  timeoutMs: number;
}

export interface OfflineRecognizer {
  transcribe(input: { pcm: Int16Array; sampleRate: number; language?: LanguageCode; signal: AbortSignal }): Promise<string>;
}

/**
 * Offline English speech recognition with Debian's pocketsphinx_continuous: the audio goes to a
 * temporary 16 kHz WAV, the program prints its hypothesis, and an abort kills it.
 */
export function createPocketsphinxRecognizer(options: PocketsphinxOptions): OfflineRecognizer {
  const binary = options.binary ?? POCKETSPHINX_PROGRAM;
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;

  return {
    async transcribe({ pcm, sampleRate, language, signal }) {
      if (language && language !== 'en') {
        throw new SpeechRecognitionUnavailableError(
          'Offline speech recognition understands English only. Set OPENAI_API_KEY or AI_BASE_URL to talk in other languages, or use text chat.',
        );
      }
      if (!existsSync(modelDir)) {
        throw new SpeechRecognitionUnavailableError(`The English speech model for pocketsphinx is missing. ${HOW_TO_ENABLE_SPEECH}`);
      }
      signal.throwIfAborted();
      const dir = await mkdtemp(path.join(tmpdir(), 'solace-stt-'));
      try {
        const file = path.join(dir, 'utterance.wav');
        await writeFile(file, pcmToWav(resampleLinear(pcm, sampleRate, RECOGNISER_RATE), RECOGNISER_RATE));
        return await run(binary, ['-infile', file, '-hmm', modelDir, '-logfn', '/dev/null'], signal, options.timeoutMs);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

function run(program: string, args: string[], signal: AbortSignal, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(abortError(signal));
    const timer = setTimeout(() => stop(new Error(`Speech recognition took longer than ${timeoutMs} ms`)), timeoutMs);
    signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      stop(
        error.code === 'ENOENT'
          ? new SpeechRecognitionUnavailableError(`Offline speech recognition is not installed. ${HOW_TO_ENABLE_SPEECH}`)
          : error,
      ),
    );
    child.on('close', (code) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (failure !== undefined) return reject(failure);
      if (code !== 0) return reject(new Error(`Speech recognition exited with code ${code}`));
      // One hypothesis line per detected utterance.
      resolve(output.split('\n').map((line) => line.trim()).filter(Boolean).join(' '));
    });
  });
}
