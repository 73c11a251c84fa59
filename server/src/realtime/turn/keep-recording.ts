import { pcmToWav } from '../../audio/wav';
import { SPEECH_PCM_RATE } from '../../audio/recorded-speech';
import type { Utterance } from '../stages/stage';
import type { TurnHost } from './turn';

/**
 * Keeps the audio of a saved user message when the person chose to ('Keep recordings of my voice
 * sessions'), as a 16-bit mono WAV of the speech as recognised, which every browser plays. The setting
 * is read for each message, before any audio is converted (off stops at once, on starts with the next
 * thing said); the insert checks it again, in the same statement. Runs beside the reply, never in its
 * way: a failure is logged (without the audio or the words) and the turn goes on.
 */
export function keepRecording(host: TurnHost, utterance: Utterance, messageId: string): void {
  const { deps } = host;
  const task = (async () => {
    // A turn later: the reply's first request is already on its way.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!(await deps.recordings.keeps(host.userId))) return;
    const bytes = pcmToWav(utterance.speech.pcm(), SPEECH_PCM_RATE);
    await deps.recordings.keep(host.userId, messageId, { mimeType: 'audio/wav', bytes, durationMs: Math.round(utterance.durationMs) });
  })();
  deps.background.track(task.catch((error: unknown) => deps.log.warn({ err: error }, 'keeping a recording failed')));
}
