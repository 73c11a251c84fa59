import { sessionMessages } from '@shared/messages';
import type { SessionMode } from '@shared/protocol/client-messages';
import type { AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { SessionOutbox } from '../outbox/session-outbox';
import type { TurnInput } from '../turn/turn';
import { UtteranceBuffer } from './utterance-buffer';

export interface InputAudioHost {
  readonly mode: SessionMode;
  /** Speech recognition reads PCM: decode each packet as it arrives. */
  readonly decodeSpeechAsItArrives: boolean;
  readonly busy: boolean;
  readonly outbox: SessionOutbox;
  cutTurn(): void;
  startTurn(input: TurnInput): void;
}

/**
 * The user's side of a voice call: `input_audio.start`, Opus packets, `input_audio.commit`.
 * New speech while a reply is under way is a barge-in: the reply stops at once.
 */
export class InputAudio {
  private utterance: UtteranceBuffer | null = null;
  private lastStrayStream = -1;

  constructor(private readonly host: InputAudioHost) {}

  start(utteranceId: number): void {
    if (this.host.mode !== 'voice') return this.host.outbox.error('invalid_state', sessionMessages.audioInTextMode);
    if (this.host.busy) this.host.cutTurn();
    this.utterance?.discard();
    this.utterance = new UtteranceBuffer(utteranceId, { decodeAsItArrives: this.host.decodeSpeechAsItArrives });
  }

  /** One binary frame; errors are reported once per stray stream, not once per packet. */
  packet(header: AudioFrameHeader, payload: Uint8Array): void {
    const utterance = this.utterance;
    if (header.kind !== 'input' || !utterance || utterance.utteranceId !== header.streamId || this.host.mode !== 'voice') {
      if (this.lastStrayStream === header.streamId) return;
      this.lastStrayStream = header.streamId;
      const message = this.host.mode === 'voice' ? sessionMessages.audioOutOfTurn : sessionMessages.audioInTextMode;
      return this.host.outbox.error('invalid_state', message);
    }
    if (utterance.add(header.sequence, payload) === 'full') {
      this.host.outbox.error('payload_too_large', sessionMessages.recordingTooLong);
    }
  }

  commit(utteranceId: number): void {
    const utterance = this.utterance;
    if (!utterance || utterance.utteranceId !== utteranceId) {
      return this.host.outbox.error('invalid_state', sessionMessages.audioOutOfTurn);
    }
    this.utterance = null;
    this.host.startTurn({ kind: 'voice', utterance: utterance.take() });
  }

  /** Drops the utterance being recorded (mode switch, dropped socket, session end). */
  clear(): void {
    this.utterance?.discard();
    this.utterance = null;
  }
}
