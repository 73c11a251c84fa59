import type { RawData, WebSocket } from 'ws';
import type { AuthUser } from '@shared/api/auth';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { emptyAudioFrameHeader, audioFramePayload, readAudioFrameHeader } from '@shared/protocol/audio-frame';
import { parseClientMessage } from '@shared/protocol/parse';
import { MAX_FRAME_BYTES } from '@shared/protocol/version';
import type { ErrorCode } from '@shared/errors';
import type { Text } from '@shared/i18n/text';
import type { LanguageCode } from '@shared/preferences';
import { dispatchMessage } from './dispatch';
import type { LiveSession } from '../session/live-session';
import type { ConnectionOptions, SocketContext } from './socket-context';
import { rememberLanguage, sayIn } from '../outbox/page-language';

/** Frames waiting behind a slow step (a database write) before the client is cut off. */
const MAX_QUEUED_FRAMES = 512;

/**
 * One authenticated socket. Frames are handled strictly in order (audio never overtakes the message
 * that started its utterance); bad frames get an `error` event and change nothing else. Its errors are
 * said in the language of the page that opened it.
 */
export class RealtimeConnection implements SocketContext {
  session: LiveSession | null = null;
  private readonly header = emptyAudioFrameHeader();
  private readonly queue: { data: RawData; isBinary: boolean }[] = [];
  private draining = false;
  private alive = true;
  private idleBeats = 0;
  private lastStrayStream = -1;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly user: AuthUser,
    readonly options: ConnectionOptions,
    /** The language of the page that opened the socket; null when it said none. */
    private readonly pageLanguage: LanguageCode | null = null,
  ) {
    rememberLanguage(socket, pageLanguage);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('close', () => this.closed());
    // Transport liveness runs on real time: it guards sockets, not product rules.
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** The page's language; for a page that said none, its session's profile language (or `profile`), else English. */
  language(profile?: LanguageCode): LanguageCode {
    return this.pageLanguage ?? profile ?? this.session?.language ?? 'en';
  }

  /** An `error` event; its message a text, or a text key, said in the page's language (any other string as it is). */
  error(code: ErrorCode, message: Text | string, profile?: LanguageCode): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify({ type: 'error', code, message: sayIn(this.language(profile), message) }));
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.queue.length >= MAX_QUEUED_FRAMES) {
      this.error('rate_limited', { key: 'errors.rateLimited' });
      this.socket.close(1008, 'Too many frames');
      return;
    }
    this.queue.push({ data, isBinary });
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    for (let frame = this.queue.shift(); frame; frame = this.queue.shift()) {
      try {
        const pending = this.handle(frame.data, frame.isBinary);
        if (pending) await pending;
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          this.options.deps.log.warn({ err: error }, 'realtime frame failed: database unavailable');
          this.error('service_unavailable', { key: 'errors.serviceUnavailable' });
        } else {
          this.options.deps.log.error({ err: error }, 'realtime frame failed');
          this.error('internal_error', { key: 'errors.internal' });
        }
      }
    }
    this.draining = false;
  }

  private handle(data: RawData, isBinary: boolean): Promise<void> | void {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (bytes.byteLength > MAX_FRAME_BYTES) return this.error('payload_too_large', { key: 'session:messages.frameTooLarge' });
    if (!isBinary) {
      const parsed = parseClientMessage(bytes.toString('utf8'));
      if (!parsed.ok) return this.error(parsed.code, parsed.message);
      return dispatchMessage(this, parsed.message);
    }
    if (!readAudioFrameHeader(bytes, this.header)) return this.error('validation_failed', { key: 'session:messages.invalidAudioFrame' });
    const session = this.session;
    if (session && !session.ended && session.outbox.isAttachedTo(this.socket)) {
      return session.input.packet(this.header, audioFramePayload(bytes));
    }
    // Once per utterance, not once per 20 ms packet.
    if (this.lastStrayStream === this.header.streamId) return;
    this.lastStrayStream = this.header.streamId;
    this.error('invalid_state', { key: session ? 'session:messages.sessionEnded' : 'session:messages.noSession' });
  }

  private beat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
    // A socket with no live session (never started, or ended) is closed after two beats.
    this.idleBeats = !this.session || this.session.ended ? this.idleBeats + 1 : 0;
    if (this.idleBeats > 2) this.socket.close(1000, 'Idle');
  }

  private closed(): void {
    clearInterval(this.heartbeat);
    this.queue.length = 0;
    this.session?.detach(this.socket);
  }
}
