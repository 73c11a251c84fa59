import { encodeAudioFrame } from '@shared/protocol/audio-frame';
import type { ClientMessageInput } from '@shared/protocol/client-messages';

/** What the client says inside a started session. */
export type SessionMessage = Exclude<ClientMessageInput, { type: 'session.start' | 'session.resume' | 'session.close' | 'ping' }>;
export type OutgoingFrame = string | Uint8Array;
export type SendFrame = (frame: OutgoingFrame) => void;

/** About 80 s of 20 ms audio packets: more than the server's resume grace period. */
const MAX_QUEUED_FRAMES = 4000;

/**
 * Everything said inside a session, kept until it is safe to forget. Frames made while the socket is
 * down wait in order. After a resume, an utterance that was still open and text the server had not yet
 * acknowledged are sent again: the server drops a half-heard utterance when its socket goes, and saves
 * a re-sent text only once (it carries the same client id).
 */
export class RealtimeSendQueue {
  private queue: Outgoing[] = [];
  private openUtterance: { id: number; frames: Outgoing[] } | null = null;
  private unconfirmed: { text: string; outgoing: Outgoing }[] = [];

  get queued(): number {
    return this.queue.length;
  }

  /** Sends `message` now when `send` is given (the session is ready), else queues it. */
  message(message: SessionMessage, send: SendFrame | null): void {
    this.push({ frame: JSON.stringify(message), what: message }, send);
  }

  /** One Opus packet of utterance `utteranceId`. */
  audio(utteranceId: number, sequence: number, packet: Uint8Array, send: SendFrame | null): void {
    const frame = encodeAudioFrame({ kind: 'input', streamId: utteranceId, sentenceIndex: 0, sequence }, packet);
    this.push({ frame, what: { type: 'audio', utteranceId } }, send);
  }

  /** The server saved and announced a user message with this text. */
  confirmText(text: string): void {
    const index = this.unconfirmed.findIndex((pending) => pending.text === text);
    if (index >= 0) this.unconfirmed.splice(index, 1);
  }

  /** The server refused the text in flight (its answer is an error event): do not send it again. */
  forgetUnconfirmedTexts(): void {
    this.unconfirmed = [];
  }

  /** The socket dropped: whatever must be said again goes to the front of the queue. */
  dropped(): void {
    const again = [...this.unconfirmed.map((pending) => pending.outgoing), ...(this.openUtterance?.frames ?? [])];
    this.unconfirmed = [];
    this.openUtterance = null;
    this.queue = [...again, ...this.queue];
  }

  /** The session is ready again: sends everything queued, in order. */
  flush(send: SendFrame): void {
    const queued = this.queue;
    this.queue = [];
    for (const outgoing of queued) this.track(outgoing, send);
  }

  clear(): void {
    this.queue = [];
    this.openUtterance = null;
    this.unconfirmed = [];
  }

  private push(outgoing: Outgoing, send: SendFrame | null): void {
    if (send) return this.track(outgoing, send);
    if (this.queue.length >= MAX_QUEUED_FRAMES && outgoing.what.type === 'audio') return;
    this.queue.push(outgoing);
  }

  private track(outgoing: Outgoing, send: SendFrame): void {
    send(outgoing.frame);
    const { what } = outgoing;
    switch (what.type) {
      case 'input_audio.start':
        this.openUtterance = { id: what.utteranceId, frames: [outgoing] };
        return;
      case 'audio':
        if (this.openUtterance?.id === what.utteranceId) this.openUtterance.frames.push(outgoing);
        return;
      case 'input_audio.commit':
        this.openUtterance = null;
        return;
      // Not said again after a resume: the server dropped the held turn with the socket, and the
      // utterance re-sent ends in its commit.
      case 'input_audio.pause':
      case 'input_audio.resume':
        return;
      case 'text.send':
        this.unconfirmed.push({ text: what.text, outgoing });
        return;
      case 'response.cancel':
      case 'mode.set':
      case 'session.details':
      case 'session.end':
        return;
    }
  }
}

/** A serialised frame and what it says, kept together so nothing is parsed back. */
interface Outgoing {
  frame: OutgoingFrame;
  what: SessionMessage | { type: 'audio'; utteranceId: number };
}
