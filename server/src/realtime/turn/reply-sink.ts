import type { LanguageCode } from '@shared/preferences';
import { AUDIO_FRAME_MS, AUDIO_SAMPLE_RATE } from '@shared/protocol/version';
import { emptyAudioFrameHeader, encodeAudioFrame } from '@shared/protocol/audio-frame';
import type { SessionOutbox } from '../outbox/session-outbox';
import type { OutboundFrame } from '../stages/stage';
import type { TurnTimings } from './turn-timings';

/** Scripts written without spaces between sentences. */
const UNSPACED = new Set<LanguageCode>(['zh', 'ja']);

/**
 * A typed reply's pieces go out at most this often: the first at once, those arriving within the next
 * 30 ms together. Quicker than the eye reads, and a fast model's reply then leaves in a few frames
 * rather than one per token (each frame is a system call here and a wake-up in the browser). Real
 * time, not the session clock: it shapes the transport, not a product rule.
 */
export const TEXT_FRAME_MS = 30;

/**
 * Sends a reply to the client and remembers exactly what was sent, which is what gets saved:
 * the whole reply when it finishes, only the part before the cut when it is interrupted.
 */
export class ReplySink {
  private readonly header = emptyAudioFrameHeader();
  private readonly separator: string;
  private sentText = '';
  private audioStarted = false;
  private heldText = '';
  private lastTextFrameAt = Number.NEGATIVE_INFINITY;
  private textTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly outbox: SessionOutbox,
    private readonly turnId: number,
    language: LanguageCode,
    private readonly timings: TurnTimings | null = null,
  ) {
    this.separator = UNSPACED.has(language) ? '' : ' ';
    this.header.kind = 'output';
    this.header.streamId = turnId;
  }

  get text(): string {
    return this.sentText;
  }

  /** A piece of a text reply: sent now, or with the pieces after it once `TEXT_FRAME_MS` has passed. */
  delta(delta: string): void {
    this.timings?.reached('first_text');
    this.heldText += delta;
    if (this.textTimer) return;
    const wait = this.lastTextFrameAt + TEXT_FRAME_MS - performance.now();
    if (wait <= 0) this.sendHeldText();
    else this.textTimer = setTimeout(() => this.sendHeldText(), wait);
  }

  /**
   * The reply is over: text still held back is sent, unless the reply was cut, when it is dropped (the
   * person never saw it, and an interrupted reply is saved as far as it was sent).
   */
  finish(cut: boolean): void {
    if (cut) {
      this.heldText = '';
      this.stopTextTimer();
    } else {
      this.sendHeldText();
    }
  }

  private sendHeldText(): void {
    this.stopTextTimer();
    if (!this.heldText) return;
    const delta = this.heldText;
    this.heldText = '';
    this.lastTextFrameAt = performance.now();
    this.sentText += delta;
    this.outbox.emit({ type: 'response.text.delta', turnId: this.turnId, delta, sentenceIndex: null });
  }

  private stopTextTimer(): void {
    if (!this.textTimer) return;
    clearTimeout(this.textTimer);
    this.textTimer = null;
  }

  /** A frame of a spoken reply: a sentence's caption as its voice starts, or one Opus packet. */
  frame(frame: OutboundFrame): void {
    switch (frame.kind) {
      case 'sentence': {
        if (frame.hasAudio && !this.audioStarted) {
          this.audioStarted = true;
          this.outbox.emit({ type: 'response.audio.start', turnId: this.turnId, sampleRate: AUDIO_SAMPLE_RATE, frameMs: AUDIO_FRAME_MS });
        }
        this.timings?.reached('first_text');
        const delta = this.sentText ? this.separator + frame.text : frame.text;
        this.sentText += delta;
        this.outbox.emit({ type: 'response.text.delta', turnId: this.turnId, delta, sentenceIndex: frame.index });
        return;
      }
      case 'audio':
        this.header.sentenceIndex = frame.index;
        this.header.sequence = frame.sequence;
        if (this.outbox.sendAudio(encodeAudioFrame(this.header, frame.packet))) this.timings?.reached('first_audio');
        return;
    }
  }
}
