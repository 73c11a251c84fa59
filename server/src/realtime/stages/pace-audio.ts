import { AUDIO_FRAME_MS } from '@shared/protocol/version';
import { opusPacketDurationMs } from '../../audio/opus';
import { sleep } from '../clock';
import type { OutboundFrame, SpokenSentence, Stage } from './stage';

export interface PaceOptions {
  /** How far ahead of real time the client may be fed (its jitter buffer). */
  leadMs: number;
  /** Above this many unsent bytes on the socket, wait for it to drain. */
  maxBufferedBytes: number;
  bufferedAmount: () => number;
}

/**
 * Sends audio at about real time, so the client never holds seconds of stale speech and a barge-in
 * takes effect within a frame or two; respects the socket's backlog. The audio frame object is reused:
 * the consumer handles it before asking for more.
 */
export function createPaceAudio(options: PaceOptions): Stage<SpokenSentence, OutboundFrame> {
  return async function* paceAudio(sentences, turn) {
    let playhead = 0;
    let sequence = 0;
    const audio: Extract<OutboundFrame, { kind: 'audio' }> = { kind: 'audio', index: 0, sequence: 0, packet: new Uint8Array() };
    for await (const sentence of sentences) {
      // The caption goes out with the sentence's first packet, so it never runs ahead of the voice.
      let captioned = false;
      const caption = (hasAudio: boolean): OutboundFrame => {
        captioned = true;
        return { kind: 'sentence', index: sentence.index, text: sentence.text, hasAudio };
      };
      for await (const packet of sentence.packets ?? []) {
        const now = turn.clock.now();
        if (playhead < now) playhead = now;
        const ahead = playhead - now;
        if (ahead > options.leadMs) await sleep(turn.clock, ahead - options.leadMs, turn.signal);
        while (options.bufferedAmount() > options.maxBufferedBytes) await sleep(turn.clock, AUDIO_FRAME_MS, turn.signal);
        if (turn.signal.aborted) return;
        if (!captioned) yield caption(true);
        playhead += packetMs(packet);
        audio.index = sentence.index;
        audio.sequence = sequence++;
        audio.packet = packet;
        yield audio;
      }
      if (!captioned && !turn.signal.aborted) yield caption(false);
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
