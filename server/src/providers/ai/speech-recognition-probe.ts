import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechRecognitionStatus } from '@shared/api/health';
import type { Config } from '../../config/env';
import { HOW_TO_ENABLE_SPEECH, POCKETSPHINX_MODEL_DIR, POCKETSPHINX_PROGRAM } from './offline/speech-recognition';

/**
 * Whether speech can be understood, looked at once at startup: the AI service's speech to text when
 * one is configured, else the offline recogniser if its program and English model are installed.
 */
export function probeSpeechRecognition(ai: Config['ai']): SpeechRecognitionStatus {
  if (ai.apiKey || ai.baseUrl) return { recognition: 'openai', languages: null };
  const program = ai.pocketsphinx.program ?? POCKETSPHINX_PROGRAM;
  const modelDir = ai.pocketsphinx.modelDir ?? POCKETSPHINX_MODEL_DIR;
  if (!canStart(program)) {
    const where = program.includes(path.sep) ? '' : ' on PATH';
    return unavailable(`Speech recognition is unavailable: the offline recogniser ${program} was not found${where}.`);
  }
  if (!isDirectory(modelDir)) {
    return unavailable(`Speech recognition is unavailable: the English speech model for pocketsphinx is missing (${modelDir}).`);
  }
  return { recognition: 'offline', languages: ['en'] };
}

/** The startup log's word on speech: what understands it, or that voice calls are off and how to turn them on. */
export function logSpeechRecognition(log: Pick<FastifyBaseLogger, 'info' | 'warn'>, status: SpeechRecognitionStatus): void {
  if (status.recognition === 'openai') return log.info("Speech recognition: the AI service's speech to text (OPENAI_API_KEY or AI_BASE_URL)");
  if (status.recognition === 'offline') return log.info('Speech recognition: offline with pocketsphinx, English only');
  log.warn(`Voice calls are turned off. ${status.reason ?? ''}`.trim());
}

function unavailable(why: string): SpeechRecognitionStatus {
  return { recognition: 'unavailable', languages: [], reason: `${why} ${HOW_TO_ENABLE_SPEECH}` };
}

/** Starts the program once, asking only for its help: missing or not executable is all that counts. */
function canStart(program: string): boolean {
  const { error } = spawnSync(program, ['-help', 'yes'], { stdio: 'ignore', timeout: 5000 });
  const code = error && 'code' in error ? error.code : undefined;
  return code !== 'ENOENT' && code !== 'EACCES';
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
