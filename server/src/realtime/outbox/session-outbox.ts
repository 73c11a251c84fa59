import type { WebSocket } from 'ws';
import type { ErrorCode } from '@shared/errors';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import type { SessionEventInput } from '@shared/protocol/server-messages';
import { metrics } from '../../plugins/metrics';
import { ReplayBuffer } from './replay-buffer';
import { batchWritesThisTick } from './write-batching';
import { languageOf, sayIn } from './page-language';

const REPLAY_CAPACITY = 2048;

/**
 * Everything a session says to its client: events are numbered (`seq`), kept for replay and sent to
 * the socket attached now, if any; audio frames go to that socket only (stale audio is never replayed).
 * What it says to the person is said in the language of the page attached (else `language`).
 */
export class SessionOutbox {
  private socket: WebSocket | null = null;
  private seq = 0;
  private readonly replay = new ReplayBuffer(REPLAY_CAPACITY);
  /** Events up to this one were sent before this instance had the session: they cannot be replayed from here. */
  private replayableAfter = 0;

  /** `language`: what is said while no page's language is known (the profile's). */
  constructor(private readonly language: LanguageCode = 'en') {}

  /** A text, or a text key, in the language of the page attached now (else the profile's). */
  say(message: Text | string, socket: WebSocket | null = this.socket): string {
    return sayIn(languageOf(socket) ?? this.language, message);
  }

  get lastSeq(): number {
    return this.seq;
  }

  get attached(): boolean {
    return this.socket !== null;
  }

  /** Bytes the socket has not flushed yet (0 with no socket). */
  get bufferedAmount(): number {
    return this.socket?.bufferedAmount ?? 0;
  }

  attach(socket: WebSocket): void {
    this.socket = socket;
  }

  detach(socket: WebSocket): void {
    if (this.socket === socket) this.socket = null;
  }

  /**
   * A resume from a new socket (or on another instance: `socket` null) while the old one still looks
   * open: the old one is told and closed.
   */
  takeOver(socket: WebSocket | null, reason: Text | string): void {
    const previous = this.socket;
    if (!previous || previous === socket) return;
    this.socket = null;
    if (previous.readyState === previous.OPEN) {
      previous.send(JSON.stringify({ type: 'error', code: 'invalid_state', message: this.say(reason, previous) }));
      previous.close(4000, 'Resumed elsewhere');
    }
  }

  /** Closes the attached socket once what was sent has gone out (the session is over for good). */
  close(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    if (socket?.readyState === socket?.OPEN) socket?.close(code, reason);
  }

  isAttachedTo(socket: WebSocket): boolean {
    return this.socket === socket;
  }

  /**
   * Carries on a session handed over from another instance: its numbering, and the events after
   * `since` that its client missed (null when the other instance no longer had them all).
   */
  restore(seq: number, since: number, frames: readonly (readonly [number, string])[] | null): void {
    this.seq = seq;
    this.replayableAfter = frames ? since : seq;
    for (const [frameSeq, frame] of frames ?? []) this.replay.push(frameSeq, frame);
  }

  /** The events after `lastSeq` with their numbers (for a handover); null when some were already dropped. */
  framesSince(lastSeq: number): [number, string][] | null {
    return this.replay.numberedSince(lastSeq);
  }

  emit(event: SessionEventInput): void {
    const numbered = { ...event, seq: ++this.seq };
    const frame = JSON.stringify(numbered);
    this.replay.push(this.seq, frame);
    this.sendText(frame);
  }

  /** Sends the events after `lastSeq` again; false when some were already dropped from the buffer. */
  replaySince(lastSeq: number): boolean {
    if (lastSeq < this.replayableAfter) return false;
    const missed = this.replay.since(lastSeq);
    if (!missed) return false;
    for (const frame of missed) this.sendText(frame);
    return true;
  }

  /** False (and counted as dropped) when no open socket is attached. */
  sendAudio(frame: Uint8Array): boolean {
    if (!this.socket || this.socket.readyState !== this.socket.OPEN) {
      metrics.droppedFrames.inc();
      return false;
    }
    batchWritesThisTick(this.socket);
    this.socket.send(frame, { binary: true });
    return true;
  }

  /** An `error` event to the page attached now, its message (a text, or a text key) said in its language. */
  error(code: ErrorCode, message: Text | string): void {
    this.sendText(JSON.stringify({ type: 'error', code, message: this.say(message) }));
  }

  private sendText(frame: string): void {
    if (!this.socket || this.socket.readyState !== this.socket.OPEN) return;
    batchWritesThisTick(this.socket);
    this.socket.send(frame);
  }
}
