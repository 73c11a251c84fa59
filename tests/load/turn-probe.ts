import type { AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { opusPacketDurationMs } from '../../server/src/audio/opus';
import { PlayoutTrack } from './playout';
import type { SocketListener } from './session-socket';
import type { TurnKind } from './run-results';

/** How a turn ended: `done` is the only success; `timeout` is a lost turn. */
export type TurnOutcome = { kind: 'done'; at: number; text: string } | { kind: 'failed'; reason: string; endsSession: boolean };

/** A listener gap longer than this, once a reply is playing, counts against the target. */
export const AUDIO_GAP_LIMIT_MS = 40;

/**
 * Watches the events of one turn, from the end of the user's turn (commit or message sent) to
 * `response.done`, noting when each stage arrived and checking that the reply text and audio are whole.
 */
export class TurnProbe implements SocketListener {
  turnId: number | null = null;
  transcriptAt: number | null = null;
  transcripts = 0;
  firstTextAt: number | null = null;
  firstSentence: string | null = null;
  deltas = '';
  strayAudio = 0;
  readonly playout = new PlayoutTrack(AUDIO_GAP_LIMIT_MS);
  private settle: (outcome: TurnOutcome) => void = () => undefined;
  private readonly outcome: Promise<TurnOutcome>;

  constructor(
    readonly kind: TurnKind,
    readonly endedAt: number,
  ) {
    this.outcome = new Promise((resolve) => (this.settle = resolve));
  }

  /** The outcome, or a lost turn after `timeoutMs`. */
  finished(timeoutMs: number): Promise<TurnOutcome> {
    const timer = setTimeout(() => this.settle({ kind: 'failed', reason: 'timeout', endsSession: false }), timeoutMs);
    return this.outcome.finally(() => clearTimeout(timer));
  }

  /** The socket closed under the turn. */
  closed(): void {
    this.settle({ kind: 'failed', reason: 'socket_closed', endsSession: true });
  }

  event(message: ServerMessage, at: number): void {
    switch (message.type) {
      case 'transcript.user':
        this.transcripts++;
        if (this.transcriptAt !== null) return;
        this.transcriptAt = at;
        this.turnId = message.turnId;
        return;
      case 'response.text.delta':
        if (message.turnId !== this.turnId) return;
        this.firstTextAt ??= at;
        if (message.sentenceIndex === 0 || (this.kind === 'text' && this.firstSentence === null)) this.firstSentence ??= message.delta.trim();
        this.deltas += message.delta;
        return;
      case 'response.done':
        if (message.turnId === this.turnId) this.settle({ kind: 'done', at, text: message.text });
        return;
      case 'response.cancelled':
        if (message.turnId === this.turnId) this.settle({ kind: 'failed', reason: 'cancelled', endsSession: false });
        return;
      case 'input_audio.dropped':
        return this.settle({ kind: 'failed', reason: `dropped:${message.reason}`, endsSession: false });
      case 'error':
        return this.settle({ kind: 'failed', reason: `error:${message.code}`, endsSession: false });
      case 'limit.reached':
        return this.settle({ kind: 'failed', reason: `limit:${message.reason}`, endsSession: true });
      case 'session.ended':
        return this.settle({ kind: 'failed', reason: `ended:${message.reason}`, endsSession: true });
      case 'session.ready':
      case 'session.updated':
      case 'response.audio.start':
      case 'usage':
      case 'crisis.resources':
      case 'notice':
      case 'mode.changed':
      case 'input_audio.end_of_turn':
      case 'pong':
        return;
    }
  }

  audio(header: AudioFrameHeader, payload: Uint8Array, at: number): void {
    if (this.turnId === null || header.streamId !== this.turnId) {
      this.strayAudio++;
      return;
    }
    this.playout.frame(at, header.sequence, packetMs(payload));
  }
}

function packetMs(packet: Uint8Array): number {
  try {
    return opusPacketDurationMs(packet) || 20;
  } catch {
    return 20;
  }
}
