import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpeechRecognitionUnavailableError } from '../../server/src/providers/ai/ai-provider';
import { createOfflineAiProvider } from '../../server/src/providers/ai/offline/offline-provider';
import { createOpusDecoder, opusPacketDurationMs } from '../../server/src/audio/opus';
import { RecordedSpeech } from '../../server/src/audio/recorded-speech';
import { wavToPcm } from '../../server/src/audio/wav';
import { fixturePath, loadOpusPackets } from '../fixtures/opus-packets';

// Speech engines start slowly on a busy machine; these few tests get room for it.
const SLOW = { timeout: 90_000 };
const ai = createOfflineAiProvider({ recognizer: { timeoutMs: 80_000 } });
const fixtureWav = (name: string) => wavToPcm(new Uint8Array(readFileSync(fixturePath(name))));
const live = () => new AbortController().signal;
const recording = (name: string) => RecordedSpeech.of(loadOpusPackets(fixturePath(`${name}.opus-packets`)));

async function collect(packets: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const packet of packets) out.push(packet);
  return out;
}

function loudness(packets: Uint8Array[]): number {
  const decoder = createOpusDecoder(48_000);
  let sum = 0;
  let count = 0;
  for (const packet of packets) {
    for (const sample of decoder.decode(packet)) {
      sum += sample * sample;
      count++;
    }
  }
  decoder.free();
  return Math.sqrt(sum / Math.max(count, 1));
}

describe('offline speech synthesis (eSpeak NG, WebAssembly)', SLOW, () => {
  it('speaks each sentence as valid 20 ms Opus packets of a plausible length', async () => {
    const one = await collect(ai.synthesize({ text: 'Thank you for telling me.', voice: 'warm', language: 'en', signal: live() }));
    const two = await collect(
      ai.synthesize({ text: 'Thank you for telling me. What feels heaviest right now?', voice: 'warm', language: 'en', signal: live() }),
    );
    expect(one.every((p) => opusPacketDurationMs(p) === 20)).toBe(true);
    const seconds = (packets: Uint8Array[]) => (packets.length * 20) / 1000;
    expect(seconds(one)).toBeGreaterThan(0.8);
    expect(seconds(one)).toBeLessThan(4);
    expect(seconds(two)).toBeGreaterThan(seconds(one) + 0.8); // the second sentence is spoken too
    expect(loudness(two)).toBeGreaterThan(500);
  });

  it('speaks other languages with their own voice, and stops on abort', async () => {
    const chinese = await collect(ai.synthesize({ text: '我在这里，认真听你说。', voice: 'gentle', language: 'zh', signal: live() }));
    expect(chinese.length * 20).toBeGreaterThan(800);
    const reason = new DOMException('barge-in', 'AbortError');
    await expect(collect(ai.synthesize({ text: 'Hello there.', voice: 'friendly', language: 'en', signal: AbortSignal.abort(reason) }))).rejects.toBe(reason);
  });
});

describe('offline speech recognition (pocketsphinx)', SLOW, () => {
  it('recognises a few words of the stressed-at-work recording, as the browser sends it (Opus)', async () => {
    const text = await ai.transcribe({ speech: recording('feeling-stressed'), language: 'en', signal: live() });
    expect(text).toMatch(/\blately\b/);
    expect(text).toMatch(/\bsleep\b/);
  });

  it('is unavailable, with a way to enable it, for other languages and without the program or model', async () => {
    const speech = recording('short-hello');
    await expect(ai.transcribe({ speech, language: 'es', signal: live() })).rejects.toThrow(SpeechRecognitionUnavailableError);
    const missing = createOfflineAiProvider({ recognizer: { binary: '/nonexistent/pocketsphinx_continuous' } });
    await expect(missing.transcribe({ speech, signal: live() })).rejects.toThrow(/pocketsphinx-en-us.*OPENAI_API_KEY or AI_BASE_URL/);
    const noModel = createOfflineAiProvider({ recognizer: { modelDir: '/nonexistent/en-us' } });
    await expect(noModel.transcribe({ speech, signal: live() })).rejects.toThrow(SpeechRecognitionUnavailableError);
  });

  it('kills the recogniser when aborted', async () => {
    const speech = recording('barge-in');
    const controller = new AbortController();
    const reason = new DOMException('session ended', 'AbortError');
    setTimeout(() => controller.abort(reason), 100);
    const started = Date.now();
    await expect(ai.transcribe({ speech, signal: controller.signal })).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(1000);
    const impatient = createOfflineAiProvider({ recognizer: { timeoutMs: 50 } });
    await expect(impatient.transcribe({ speech, signal: live() })).rejects.toThrow('Speech recognition took longer than 50 ms');
  });
});

describe('speech fixtures', () => {
  it.each(['feeling-stressed', 'short-hello', 'barge-in'])('%s has Opus packets as long as its WAV', (name) => {
    const packets = loadOpusPackets(fixturePath(`${name}.opus-packets`));
    const { pcm, sampleRate } = fixtureWav(`${name}.wav`);
    expect(packets.every((p) => opusPacketDurationMs(p) === 20)).toBe(true);
    expect(packets.length).toBe(Math.ceil((pcm.length / sampleRate) * 50));
    expect(loudness(packets)).toBeGreaterThan(300);
  });
});
