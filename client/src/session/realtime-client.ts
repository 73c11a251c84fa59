import { audioFramePayload, emptyAudioFrameHeader, readAudioFrameHeader, type AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { ClientMessageInput, MoodAfter } from '@shared/protocol/client-messages';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { PROTOCOL_VERSION, RESUME_GRACE_SECONDS } from '@shared/protocol/version';
import { currentLanguage } from '@/lib/i18n';
import { backoffDelay, reconnectDelay } from './realtime-backoff';
import { RealtimeSendQueue, type SendFrame, type SessionMessage } from './realtime-send-queue';

export type { SessionMessage } from './realtime-send-queue';
/** `reconnecting` while a dropped socket is being replaced; `closed` is final. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';
export type StartRequest = Omit<Extract<ClientMessageInput, { type: 'session.start' }>, 'type' | 'protocolVersion'>;

export interface RealtimeClientOptions {
  /** Every server message that parses with the shared schema, each session event once, in `seq` order. */
  onMessage(message: ServerMessage): void;
  /** A reply audio frame; `header` is reused for the next frame. */
  onAudio(header: Readonly<AudioFrameHeader>, packet: Uint8Array): void;
  onConnection(state: ConnectionState): void;
  /** Runs before each connect: refreshes the short-lived access cookie the socket upgrade needs. */
  beforeConnect?: () => Promise<unknown>;
  url?: string;
}

const PING_MS = 25_000;
const PONG_WAIT_MS = 10_000;
/** The server closes with this when another window resumed the session. */
const RESUMED_ELSEWHERE = 4000;
const FATAL_ON_RESUME = new Set(['session_not_found', 'incompatible_protocol']);

/** The page's language goes with it: the server says its errors in it. */
const defaultUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime?lang=${currentLanguage()}`;

/**
 * One realtime session over `/api/realtime`: starts it, then keeps it alive across dropped sockets by
 * reconnecting with backoff and resuming from the last event seen. Messages are parsed with the shared
 * zod schemas; what the client says while the socket is away waits in the send queue.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly sendQueue = new RealtimeSendQueue();
  private readonly header = emptyAudioFrameHeader();
  private state: ConnectionState = 'connecting';
  private request: StartRequest | null = null;
  private closing: { sessionId: string; moodAfter?: MoodAfter } | null = null;
  private sessionId: string | null = null;
  private lastSeq = 0;
  private ready = false;
  private opened = false;
  private attempts = 0;
  private droppedAt: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeClientOptions) {}

  get connection(): ConnectionState {
    return this.state;
  }

  /** The session and the last event seen, while a session is open: what a reloaded page needs to resume it. */
  get position(): { sessionId: string; lastSeq: number } | null {
    return this.sessionId ? { sessionId: this.sessionId, lastSeq: this.lastSeq } : null;
  }

  start(request: StartRequest): void {
    this.request = request;
    void this.connect();
  }

  /** Rejoins a session this tab left (a reload), from the last event it saw. */
  resume(sessionId: string, lastSeq: number): void {
    this.sessionId = sessionId;
    this.lastSeq = lastSeq;
    void this.connect();
  }

  /** Ends a session this tab left without rejoining it; the answer is `session.ended` or an error. */
  closeLeft(sessionId: string, moodAfter?: MoodAfter): void {
    this.closing = { sessionId, moodAfter };
    void this.connect();
  }

  send(message: SessionMessage): void {
    this.sendQueue.message(message, this.sender());
  }

  sendAudio(utteranceId: number, sequence: number, packet: Uint8Array): void {
    this.sendQueue.audio(utteranceId, sequence, packet, this.sender());
  }

  /** Closes for good (the page is leaving or the session is over). */
  close(): void {
    this.finish();
  }

  private sender(): SendFrame | null {
    const socket = this.socket;
    if (!this.ready || !socket || socket.readyState !== WebSocket.OPEN) return null;
    return (frame) => socket.send(frame);
  }

  private async connect(): Promise<void> {
    await this.options.beforeConnect?.().catch(() => undefined);
    if (this.state === 'closed') return;
    const socket = new WebSocket(this.options.url ?? defaultUrl());
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.ready = false;
    this.opened = false;
    socket.onopen = () => this.hello(socket);
    socket.onmessage = (event: MessageEvent<unknown>) => this.receive(socket, event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private hello(socket: WebSocket): void {
    this.opened = true;
    const message: ClientMessageInput | null = this.closing
      ? { type: 'session.close', protocolVersion: PROTOCOL_VERSION, ...this.closing }
      : this.sessionId
        ? { type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: this.sessionId, lastSeq: this.lastSeq }
        : this.request && { type: 'session.start', protocolVersion: PROTOCOL_VERSION, ...this.request };
    if (message) socket.send(JSON.stringify(message));
    this.pingTimer = setInterval(() => this.ping(socket), PING_MS);
  }

  private ping(socket: WebSocket): void {
    socket.send(JSON.stringify({ type: 'ping' }));
    clearTimeout(this.pongTimer);
    // A socket that went silent may never report its close: give up on it ourselves.
    this.pongTimer = setTimeout(() => {
      socket.onclose = null;
      socket.close();
      this.closed(socket, 1006);
    }, PONG_WAIT_MS);
  }

  private receive(socket: WebSocket, data: unknown): void {
    if (socket !== this.socket) return;
    clearTimeout(this.pongTimer);
    if (data instanceof ArrayBuffer) {
      const frame = new Uint8Array(data);
      if (readAudioFrameHeader(frame, this.header)) this.options.onAudio(this.header, audioFramePayload(frame));
      return;
    }
    if (typeof data !== 'string') return;
    const parsed = parseServerMessage(data);
    if (!parsed.ok) return;
    const message = parsed.message;
    if ('seq' in message) {
      if (message.seq <= this.lastSeq) return;
      this.lastSeq = message.seq;
    }
    this.options.onMessage(message);
    this.after(message);
  }

  private after(message: ServerMessage): void {
    switch (message.type) {
      case 'session.ready': {
        this.sessionId = message.sessionId;
        this.ready = true;
        this.attempts = 0;
        this.droppedAt = null;
        this.setState('open');
        const send = this.sender();
        if (send) this.sendQueue.flush(send);
        return;
      }
      case 'transcript.user':
        return this.sendQueue.confirmText(message.text);
      case 'error':
        this.sendQueue.forgetUnconfirmedTexts();
        // Before `session.ready` a start that was refused is over; a resume is over only when the session is gone.
        if (!this.ready && (!this.sessionId || FATAL_ON_RESUME.has(message.code))) this.finish();
        return;
      case 'session.ended':
        return this.finish();
      case 'input_audio.dropped':
      case 'input_audio.end_of_turn':
      case 'response.text.delta':
      case 'response.audio.start':
      case 'response.done':
      case 'response.cancelled':
      case 'usage':
      case 'limit.reached':
      case 'crisis.resources':
      case 'notice':
      case 'mode.changed':
      case 'session.updated':
      case 'pong':
        return;
    }
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.ready = false;
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    if (this.state === 'closed') return;
    if (code === RESUMED_ELSEWHERE) return this.finish();
    if (!this.sessionId) {
      // A start that was sent may have been heard: sending it again could open a second session.
      if (this.opened || this.attempts >= 3) return this.finish();
      this.retryTimer = setTimeout(() => void this.connect(), backoffDelay(this.attempts++));
      return;
    }
    this.sendQueue.dropped();
    this.droppedAt ??= Date.now();
    if (Date.now() - this.droppedAt > RESUME_GRACE_SECONDS * 1000) return this.finish();
    this.setState('reconnecting');
    this.retryTimer = setTimeout(() => void this.connect(), reconnectDelay(this.attempts++, code));
  }

  private finish(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.sendQueue.clear();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setState('closed');
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onConnection(state);
  }
}
