import { AUDIO_FRAME_MS } from '@shared/protocol/version';
import { opusPacketDurationMs } from '../../audio/opus';
import type { PaceTicker } from '../outbox/pace-ticker';
import type { OutboundFrame, SpokenSentence, Stage } from './stage';

export interface PaceOptions {
  /** How far ahead of real time the client is fed at each step (its jitter buffer). */
  leadMs: number;
  /** Above this many unsent bytes on the socket, wait for it to drain. */
  maxBufferedBytes: number;
  bufferedAmount: () => number;
  /** The shared step timer: each step tops the client up to `leadMs` again. */
  ticker: PaceTicker;
}

/**
 * Sends audio at about real time, so the client never holds seconds of stale speech and a barge-in
 * takes effect within a step; respects the socket's backlog. Frames go out in steps (the frames of one
 * step leave in one write), and a turn that is cut stops at once. The audio frame object is reused:
 * the consumer handles it before asking for more.
 */
export function createPaceAudio(options: PaceOptions): Stage<SpokenSentence, OutboundFrame> {
  return async function* paceAudio(sentences, turn) {
    let playhead = 0;
    let sequence = 0;
    const audio: Extract<OutboundFrame, { kind: 'audio' }> = { kind: 'audio', index: 0, sequence: 0, packet: new Uint8Array() };
    let wake: (() => void) | null = null;
    const onCut = () => wake?.();
    const lane = options.ticker.lane();
    const nextStep = () =>
      new Promise<void>((resolve) => {
        wake = resolve;
        options.ticker.nextStep(resolve, lane);
      });
    turn.signal.addEventListener('abort', onCut, { once: true });
    try {
      for await (const sentence of sentences) {
        // The caption goes out with the sentence's first packet, so it never runs ahead of the voice.
        let captioned = false;
        const caption = (hasAudio: boolean): OutboundFrame => {
          captioned = true;
          return { kind: 'sentence', index: sentence.index, text: sentence.text, hasAudio };
        };
        for await (const packet of sentence.packets ?? []) {
          const ms = packetMs(packet);
          for (;;) {
            turn.signal.throwIfAborted();
            const now = turn.clock.now();
            if (playhead < now) playhead = now;
            if (playhead + ms - now <= options.leadMs && options.bufferedAmount() <= options.maxBufferedBytes) break;
            await nextStep();
          }
          if (!captioned) yield caption(true);
          playhead += ms;
          audio.index = sentence.index;
          audio.sequence = sequence++;
          audio.packet = packet;
          yield audio;
        }
        if (!captioned && !turn.signal.aborted) yield caption(false);
      }
    } finally {
      turn.signal.removeEventListener('abort', onCut);
    }
  };
}

function packetMs(packet: Uint8Array): number {
  try {
    return opusPacketDurationMs(packet) || AUDIO_FRAME_MS;
  } catch {
    return AUDIO_FRAME_MS;
  }
}
