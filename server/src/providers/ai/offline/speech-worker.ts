import { parentPort } from 'node:worker_threads';
import initializeEspeak from '@echogarden/espeak-ng-emscripten';
import { encodeOpusPackets } from '../../../audio/opus';
import { resampleLinear } from '../../../audio/resample';
import type { EspeakVoice } from './espeak-voices';

/** One sentence to speak. */
export interface SpeechJob extends EspeakVoice {
  id: number;
  text: string;
}

export type SpeechResult = { id: number; packets: Uint8Array[] } | { id: number; error: string };

const OPUS_RATE = 48_000;

// Loaded on the first job and reused: the engine and its voice data take a few hundred ms to start.
const engine = initializeEspeak().then((module) => new module.eSpeakNGWorker());

/**
 * Runs in a worker thread: eSpeak NG (WebAssembly) synthesis and Opus encoding are synchronous and
 * take tens to hundreds of ms per sentence, which must not stall the event loop pacing live audio.
 */
async function speak(job: SpeechJob): Promise<SpeechResult> {
  try {
    const espeak = await engine;
    espeak.set_voice(job.voice);
    espeak.set_rate(job.rate);
    espeak.set_pitch(job.pitch);
    const chunks: Int16Array[] = [];
    espeak.synthesize(escapeSsml(job.text), (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
    });
    const pcm = new Int16Array(chunks.reduce((sum, c) => sum + c.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, offset);
      offset += chunk.length;
    }
    const packets = encodeOpusPackets(resampleLinear(pcm, espeak.get_samplerate(), OPUS_RATE), OPUS_RATE);
    return { id: job.id, packets };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The engine reads SSML, so markup characters in the text must be escaped. */
function escapeSsml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

parentPort?.on('message', (job: SpeechJob) => {
  void speak(job).then((result) => parentPort?.postMessage(result));
});
