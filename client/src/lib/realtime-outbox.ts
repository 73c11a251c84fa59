import { emptyAudioFrameHeader, encodeAudioFrame, readAudioFrameHeader } from '@shared/protocol/audio-frame';
import type { ClientMessageInput } from '@shared/protocol/client-messages';

/** What the client says inside a started session. */
export type SessionMessage = Exclude<ClientMessageInput, { type: 'session.start' | 'session.resume' | 'ping' }>;
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
export class RealtimeOutbox {
  private queue: OutgoingFrame[] = [];
  private openUtterance: { id: number; frames: OutgoingFrame[] } | null = null;
  private unconfirmed: { text: string; frame: string }[] = [];

  get queued(): number {
    return this.queue.length;
  }

  /** Sends `message` now when `send` is given (the session is ready), else queues it. */
  message(message: SessionMessage, send: SendFrame | null): void {
    this.push(JSON.stringify(message), message, send);
  }

  /** One Opus packet of utterance `utteranceId`. */
  audio(utteranceId: number, sequence: number, packet: Uint8Array, send: SendFrame | null): void {
    const frame = encodeAudioFrame({ kind: 'input', streamId: utteranceId, sentenceIndex: 0, sequence }, packet);
    this.push(frame, { type: 'audio', utteranceId }, send);
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
    const again = [...this.unconfirmed.map((pending) => pending.frame), ...(this.openUtterance?.frames ?? [])];
    this.unconfirmed = [];
    this.openUtterance = null;
    this.queue = [...again, ...this.queue];
  }

  /** The session is ready again: sends everything queued, in order. */
  flush(send: SendFrame): void {
    const frames = this.queue;
    this.queue = [];
    for (const frame of frames) this.track(frame, describe(frame), send);
  }

  clear(): void {
    this.queue = [];
    this.openUtterance = null;
    this.unconfirmed = [];
  }

  private push(frame: OutgoingFrame, what: Described, send: SendFrame | null): void {
    if (send) return this.track(frame, what, send);
    if (this.queue.length >= MAX_QUEUED_FRAMES && typeof frame !== 'string') return;
    this.queue.push(frame);
  }

  private track(frame: OutgoingFrame, what: Described, send: SendFrame): void {
    send(frame);
    switch (what.type) {
      case 'input_audio.start':
        this.openUtterance = { id: what.utteranceId, frames: [frame] };
        return;
      case 'audio':
        if (this.openUtterance?.id === what.utteranceId) this.openUtterance.frames.push(frame);
        return;
      case 'input_audio.commit':
        this.openUtterance = null;
        return;
      case 'text.send':
        if (typeof frame === 'string') this.unconfirmed.push({ text: what.text, frame });
        return;
      case 'response.cancel':
      case 'mode.set':
      case 'session.end':
        return;
    }
  }
}

type Described = SessionMessage | { type: 'audio'; utteranceId: number };

/** Reads back what a queued frame is (queued frames are already serialised). */
function describe(frame: OutgoingFrame): Described {
  if (typeof frame === 'string') return JSON.parse(frame) as SessionMessage;
  const header = emptyAudioFrameHeader();
  readAudioFrameHeader(frame, header);
  return { type: 'audio', utteranceId: header.streamId };
}
