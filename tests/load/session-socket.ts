import { performance } from 'node:perf_hooks';
import WebSocket, { type RawData } from 'ws';
import { audioFramePayload, emptyAudioFrameHeader, readAudioFrameHeader, type AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { ClientMessageInput } from '@shared/protocol/client-messages';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage } from '@shared/protocol/server-messages';
import type { RunResults } from './run-results';

export interface SocketListener {
  event(message: ServerMessage, atMs: number): void;
  audio(header: AudioFrameHeader, payload: Uint8Array, atMs: number): void;
  closed(): void;
}

interface Waiter {
  match: (message: ServerMessage) => boolean;
  resolve: (message: ServerMessage | null) => void;
  timer: NodeJS.Timeout;
}

/**
 * One signed-in realtime socket, as the browser opens it (access cookie, the app's Origin). Checks what
 * arrives: every event must pass the shared schema and continue the `seq` numbering without gaps or repeats.
 */
export class SessionSocket {
  listener: SocketListener | null = null;
  private lastSeq = 0;
  private readonly header = emptyAudioFrameHeader();
  private waiters: Waiter[] = [];

  private constructor(
    private readonly ws: WebSocket,
    private readonly results: RunResults,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => {
      this.flushWaiters();
      this.listener?.closed();
    });
    ws.on('error', () => undefined);
  }

  static connect(origin: string, accessToken: string, results: RunResults, timeoutMs = 30_000): Promise<SessionSocket> {
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/realtime`, {
      headers: { cookie: `access_token=${accessToken}`, origin },
      handshakeTimeout: timeoutMs,
      perMessageDeflate: false,
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new SessionSocket(ws, results)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(message: ClientMessageInput): void {
    if (this.open) this.ws.send(JSON.stringify(message));
  }

  sendAudio(frame: Uint8Array): void {
    if (this.open) this.ws.send(frame, { binary: true });
  }

  /** The next event matching `match`, or null on timeout or when the socket closes first. */
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs: number): Promise<ServerMessage | null> {
    if (!this.open) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = { match, resolve, timer: setTimeout(() => this.settle(waiter, null), timeoutMs) };
      this.waiters.push(waiter);
    });
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => this.ws.terminate(), 5000);
      this.ws.once('close', () => {
        clearTimeout(force);
        resolve();
      });
      this.ws.close(1000);
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    const at = performance.now();
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isBinary) {
      if (!readAudioFrameHeader(bytes, this.header) || this.header.kind !== 'output') {
        this.results.protocolViolations++;
        return;
      }
      this.listener?.audio(this.header, audioFramePayload(bytes), at);
      return;
    }
    const parsed = parseServerMessage(bytes.toString('utf8'));
    if (!parsed.ok) {
      this.results.protocolViolations++;
      this.results.harnessError(`server sent an invalid event: ${parsed.message}`);
      return;
    }
    const message = parsed.message;
    if ('seq' in message) this.checkSeq(message.seq);
    if (message.type === 'error') this.results.errorEvent(message.code);
    this.listener?.event(message, at);
    for (const waiter of this.waiters) if (waiter.match(message)) this.settle(waiter, message);
  }

  private checkSeq(seq: number): void {
    if (seq <= this.lastSeq) {
      this.results.eventsDuplicated++;
      return;
    }
    this.results.eventsLost += seq - this.lastSeq - 1;
    this.lastSeq = seq;
  }

  private settle(waiter: Waiter, message: ServerMessage | null): void {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve(message);
  }

  private flushWaiters(): void {
    for (const waiter of [...this.waiters]) this.settle(waiter, null);
  }
}
