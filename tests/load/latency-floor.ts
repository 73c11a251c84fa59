import { createOggOpusDemuxer } from '../../server/src/audio/ogg-opus';
import { toneOggOpus } from '../support/fakes/openai/audio';
import type { ProviderLatencies } from './options';

/** The fake's default speech lasts this long per character of text (tests/support/fakes/openai/audio.ts). */
const FAKE_SPEECH_MS_PER_CHARACTER = 60;
/** The fake streams speech in steps of this many milliseconds. */
const FAKE_SPEECH_STEP_MS = 20;

/**
 * The time the providers alone take, which no server could beat: what is left of a measured latency
 * after taking this away is the server's own overhead.
 */
export class LatencyFloor {
  private readonly speechDelay = new Map<number, number>();

  constructor(private readonly latencies: ProviderLatencies) {}

  /** Commit -> transcript: the transcription call. */
  transcript(): number {
    return this.latencies.sttMs;
  }

  /**
   * Commit -> first audio byte: transcription, moderation (which the reply waits for), the first token,
   * the rest of the first sentence's tokens, then the first Opus packet of its speech.
   */
  firstAudio(firstSentence: string): number {
    const l = this.latencies;
    return l.sttMs + l.moderationMs + this.firstSentenceMs(firstSentence) + this.speechFirstPacketMs(firstSentence);
  }

  /** Message sent -> first text delta: moderation, then the first token. */
  firstToken(): number {
    return this.latencies.moderationMs + this.latencies.firstTokenMs;
  }

  /** First token to the last token of the first sentence (the fake streams one word per token). */
  private firstSentenceMs(sentence: string): number {
    const tokens = sentence.trim().split(/\s+/).filter(Boolean).length;
    return this.latencies.firstTokenMs + (Math.max(1, tokens) - 1) * (1000 / this.latencies.tokensPerSecond);
  }

  /**
   * Speech first byte, plus the steps the fake needs at its byte rate before the first Ogg page with audio
   * is complete (the server can only play whole packets).
   */
  private speechFirstPacketMs(sentence: string): number {
    const cached = this.speechDelay.get(sentence.length);
    if (cached !== undefined) return cached;
    const file = toneOggOpus(sentence.length * FAKE_SPEECH_MS_PER_CHARACTER);
    const step = Math.max(1, Math.round((this.latencies.ttsBytesPerSecond * FAKE_SPEECH_STEP_MS) / 1000));
    const demuxer = createOggOpusDemuxer();
    let steps = 0;
    for (let offset = 0; offset < file.length; offset += step, steps++) {
      if (demuxer.push(file.subarray(offset, offset + step)).length > 0) break;
    }
    const delay = this.latencies.ttsFirstByteMs + steps * FAKE_SPEECH_STEP_MS;
    this.speechDelay.set(sentence.length, delay);
    return delay;
  }
}
