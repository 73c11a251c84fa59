import type { SessionMode } from '@shared/protocol/client-messages';
import type { AudioFrameHeader } from '@shared/protocol/audio-frame';
import { DEFAULT_END_OF_TURN_SILENCE_MS, PAUSE_AFTER_SILENCE_MS, REPLY_AFTER_SILENCE_MS } from '@shared/protocol/turn-taking';
import type { SessionOutbox } from '../outbox/session-outbox';
import { isRecordingLongEnough } from '../stages/turn-filter';
import { endOfTurnSilenceMs } from '../turn/end-of-turn';
import type { Turn, TurnInput } from '../turn/turn';
import { UtteranceBuffer } from './utterance-buffer';

/**
 * Audio after a pause that is still only the silence before the commit: the client commits after the
 * end of turn's silence, counted from before the pause, and frames the detector is unsure of add to
 * that. Longer, something was said that the client did not call speech (quietly): the held turn did not
 * hear it.
 */
const HELD_TAIL_SLACK_MS = 160;

export interface InputAudioHost {
  readonly mode: SessionMode;
  /** Speech recognition reads PCM: decode each packet as it arrives. */
  readonly decodeSpeechAsItArrives: boolean;
  readonly busy: boolean;
  readonly outbox: SessionOutbox;
  cutTurn(): void;
  startTurn(input: TurnInput): Turn;
}

/**
 * The user's side of a voice call: `input_audio.start`, Opus packets, `input_audio.commit`.
 * New speech while a reply is under way is a barge-in: the reply stops at once. `input_audio.pause`
 * starts a tentative turn on the utterance so far, held until the commit; `input_audio.resume` (the
 * person spoke on) drops it, and the utterance goes on.
 */
export class InputAudio {
  private utterance: UtteranceBuffer | null = null;
  private lastStrayStream = -1;
  private tentative: {
    utteranceId: number;
    turn: Turn;
    release: (committed: boolean) => void;
    heardMs: number;
    /** The silence the client was told ends this utterance. */
    endSilenceMs(): number;
  } | null = null;

  constructor(private readonly host: InputAudioHost) {}

  start(utteranceId: number): void {
    if (this.host.mode !== 'voice') return this.host.outbox.error('invalid_state', { key: 'session:messages.audioInTextMode' });
    this.dropTentative();
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
      const key = this.host.mode === 'voice' ? 'session:messages.audioOutOfTurn' : 'session:messages.audioInTextMode';
      return this.host.outbox.error('invalid_state', { key });
    }
    if (utterance.add(header.sequence, payload) === 'full') {
      this.host.outbox.error('payload_too_large', { key: 'session:messages.recordingTooLong' });
    }
  }

  pause(utteranceId: number, pause: number): void {
    const utterance = this.current(utteranceId);
    if (!utterance) return;
    this.dropTentative();
    const snapshot = utterance.snapshot();
    // Too short to answer yet: the commit decides on the whole utterance.
    if (!isRecordingLongEnough(snapshot)) return;
    let release: (committed: boolean) => void = () => undefined;
    const held = new Promise<boolean>((resolve) => (release = resolve));
    let endSilenceMs = DEFAULT_END_OF_TURN_SILENCE_MS;
    const heard = (text: string) => {
      // Adaptive end of turn: sooner after a finished sentence, later after a trailing 'and...'.
      endSilenceMs = endOfTurnSilenceMs(text);
      if (this.tentative?.turn === turn) this.host.outbox.emit({ type: 'input_audio.end_of_turn', utteranceId, pause, silenceMs: endSilenceMs });
      // A reply for a sentence that trails off is asked as much later as its turn ends: most such pauses are spoken on from.
      const replySilenceMs = REPLY_AFTER_SILENCE_MS + Math.max(0, endSilenceMs - DEFAULT_END_OF_TURN_SILENCE_MS);
      return replySilenceMs - PAUSE_AFTER_SILENCE_MS;
    };
    const turn = this.host.startTurn({ kind: 'voice', utterance: snapshot, tentative: { held, heard } });
    this.tentative = { utteranceId, turn, release, heardMs: snapshot.durationMs, endSilenceMs: () => endSilenceMs };
  }

  resume(utteranceId: number): void {
    if (this.current(utteranceId) && this.tentative?.utteranceId === utteranceId) this.dropTentative();
  }

  commit(utteranceId: number): void {
    const utterance = this.current(utteranceId);
    if (!utterance) return;
    this.utterance = null;
    const tentative = this.tentative;
    this.tentative = null;
    const whole = utterance.take();
    // Nothing was said since the pause (no more audio than the silence before a commit: the judged one, or
    // the detector's own end if the judgment came later): the held turn is this one.
    const endSilenceMs = Math.max(tentative?.endSilenceMs() ?? 0, DEFAULT_END_OF_TURN_SILENCE_MS);
    const tailMaxMs = endSilenceMs - PAUSE_AFTER_SILENCE_MS + HELD_TAIL_SLACK_MS;
    if (tentative && !tentative.turn.signal.aborted && whole.durationMs - tentative.heardMs <= tailMaxMs) {
      tentative.turn.timings.restart();
      return tentative.release(true);
    }
    if (tentative) {
      tentative.release(false);
      tentative.turn.cut();
    }
    this.host.startTurn({ kind: 'voice', utterance: whole });
  }

  /** Drops the utterance being recorded (mode switch, dropped socket, session end). */
  clear(): void {
    this.dropTentative();
    this.utterance?.discard();
    this.utterance = null;
  }

  private current(utteranceId: number): UtteranceBuffer | null {
    if (this.utterance?.utteranceId === utteranceId) return this.utterance;
    this.host.outbox.error('invalid_state', { key: 'session:messages.audioOutOfTurn' });
    return null;
  }

  /** The tentative turn, if any, never happened. */
  private dropTentative(): void {
    if (!this.tentative) return;
    this.tentative.release(false);
    this.tentative.turn.cut();
    this.tentative = null;
  }
}
