import { performance } from 'node:perf_hooks';
import { AUDIO_FRAME_MS } from '@shared/protocol/version';

interface Speaker {
  count: number;
  sent: number;
  startedAt: number;
  send: (index: number) => void;
  done: (finished: boolean) => void;
}

/**
 * Streams every speaking session's packets in real time from one shared timer (hundreds of 20 ms
 * timers would cost the harness more than the server). A packet is due 20 ms after the one before it,
 * counted from the start of the utterance, so a late tick catches up instead of slowing the voice down.
 */
export class AudioTicker {
  private readonly speakers = new Set<Speaker>();
  private timer: NodeJS.Timeout | null = null;

  /** Sends `count` packets through `send`; true once all went out, false when `signal` stopped it first. */
  play(count: number, send: (index: number) => void, signal: AbortSignal): Promise<boolean> {
    if (signal.aborted || count === 0) return Promise.resolve(count === 0);
    return new Promise((resolve) => {
      const speaker: Speaker = {
        count,
        sent: 0,
        startedAt: performance.now(),
        send,
        done: (finished) => {
          this.speakers.delete(speaker);
          signal.removeEventListener('abort', stop);
          if (this.speakers.size === 0) this.idle();
          resolve(finished);
        },
      };
      const stop = () => speaker.done(false);
      signal.addEventListener('abort', stop, { once: true });
      this.speakers.add(speaker);
      this.timer ??= setInterval(() => this.tick(), AUDIO_FRAME_MS / 4);
      this.feed(speaker, speaker.startedAt);
    });
  }

  private tick(): void {
    const now = performance.now();
    for (const speaker of this.speakers) this.feed(speaker, now);
  }

  private feed(speaker: Speaker, now: number): void {
    const due = Math.min(speaker.count, Math.floor((now - speaker.startedAt) / AUDIO_FRAME_MS) + 1);
    while (speaker.sent < due) speaker.send(speaker.sent++);
    if (speaker.sent === speaker.count) speaker.done(true);
  }

  private idle(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
