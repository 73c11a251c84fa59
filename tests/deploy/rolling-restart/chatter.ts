import WebSocket from 'ws';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ErrorEvent, ServerMessage } from '@shared/protocol/server-messages';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { reconnectDelay } from '../../../client/src/session/realtime-backoff';

/** What one chatting person saw through a rolling restart. */
export interface ChatRecord {
  sessionId: string;
  /** Every message they sent, in order (each once, whatever was resent). */
  sent: string[];
  /** Milliseconds from each socket drop to the session being ready again. */
  resumeMs: number[];
  /** Anything a person would have seen go wrong: an error event, a resume refused. */
  failures: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Errors after which the same message is sent again (a burst limit, a reply still finishing). */
const RETRIED = new Set(['rate_limited', 'invalid_state']);

/**
 * One person chatting through the balancer as the app does: a message, its reply, a pause. When the
 * socket drops (1012 on a restart) it reconnects as the app's client does (`reconnectDelay`) and
 * resumes from the last event it saw; a message whose `transcript.user` it has not seen is sent again
 * with the same `clientMessageId`, as the app's send queue does.
 */
export class Chatter {
  readonly record: ChatRecord = { sessionId: '', sent: [], resumeMs: [], failures: [] };
  private readonly events = new Map<number, ServerMessage>();
  /** Error events carry no `seq`: kept apart, in arrival order. */
  private readonly errors: ErrorEvent[] = [];
  private socket: WebSocket | null = null;
  private resuming: Promise<void> = Promise.resolve();
  private wake: () => void = () => undefined;
  private stopped = false;
  /** The session could not be opened or resumed: nothing more can be said in it. */
  private gone = false;

  constructor(
    private readonly wsUrl: string,
    private readonly origin: string,
    private readonly accessToken: string,
    private readonly tag: string,
  ) {}

  async run(stop: AbortSignal, pauseMs: number): Promise<ChatRecord> {
    await this.open({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'text' }, null);
    for (let n = 0; !stop.aborted && !this.gone; n++) {
      await this.say(`Message ${n} from ${this.tag}: work has been heavy this week.`, `${this.tag}-${n}`);
      await sleep(pauseMs);
    }
    this.stopped = true;
    await this.resuming;
    this.socket?.close();
    return this.record;
  }

  private async say(text: string, clientMessageId: string): Promise<void> {
    this.record.sent.push(text);
    for (let attempt = 0; attempt < 200 && !this.gone; attempt++) {
      await this.resuming;
      const errorsBefore = this.errors.length;
      if (!this.heard(text)) this.socket?.send(JSON.stringify({ type: 'text.send', text, clientMessageId }));
      while (!this.replied(text) && this.errors.length === errorsBefore && this.socket?.readyState === WebSocket.OPEN) {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
      if (this.replied(text)) return;
      const error = this.errors.at(-1);
      if (this.errors.length > errorsBefore && error && !RETRIED.has(error.code)) this.record.failures.push(`${error.code}: ${error.message}`);
      // Open: a limit or a reply still finishing, so a moment before sending again. Closing: the close (and
      // with it the resume) comes within moments; without a wait this loop would spin through its attempts.
      await sleep(this.socket?.readyState === WebSocket.OPEN ? 250 : 20);
    }
    const last = this.errors.at(-1);
    if (!this.gone) this.record.failures.push(`"${text}" was never answered${last ? ` (last error: ${last.code})` : ''}`);
  }

  /** The socket of a ready session closed: reconnect and resume from the last event seen. */
  private dropped(code: number): void {
    const droppedAt = performance.now();
    const lastSeq = Math.max(0, ...this.events.keys());
    this.resuming = this.open({ type: 'session.resume', protocolVersion: PROTOCOL_VERSION, sessionId: this.record.sessionId, lastSeq }, code).then(() => {
      if (!this.gone) this.record.resumeMs.push(Math.round(performance.now() - droppedAt));
    });
  }

  /**
   * Connects and sends `first`, until `session.ready` comes; after a drop (`closeCode`) each try waits
   * as the app's client does.
   */
  private async open(first: object, closeCode: number | null): Promise<void> {
    for (let attempt = 0; attempt < 40; attempt++) {
      if (closeCode !== null) await sleep(reconnectDelay(attempt, closeCode));
      const socket = await this.connect().catch(() => null);
      if (!socket) continue;
      const ready = this.listen(socket);
      socket.send(JSON.stringify(first));
      this.socket = socket;
      if (await ready) return;
      if (this.errors.at(-1)?.code === 'session_not_found') break;
    }
    this.gone = true;
    this.record.failures.push('the session could not be opened or resumed');
  }

  /** Resolves true once the session is ready on `socket`, false if it closes first. */
  private listen(socket: WebSocket): Promise<boolean> {
    let isReady = false;
    return new Promise<boolean>((resolve) => {
      socket.on('message', (data: Buffer, isBinary) => {
        if (isBinary) return;
        const parsed = parseServerMessage(data.toString('utf8'));
        if (!parsed.ok) return void this.record.failures.push(`an invalid event: ${parsed.message}`);
        const event = parsed.message;
        if ('seq' in event && typeof event.seq === 'number') this.events.set(event.seq, event);
        if (event.type === 'session.ready') {
          this.record.sessionId = event.sessionId;
          isReady = true;
          resolve(true);
        }
        if (event.type === 'error') {
          this.errors.push(event);
          // A resume refused: the session is gone, and so would be the conversation for a person.
          if (event.code === 'session_not_found') socket.close();
        }
        this.wake();
      });
      socket.on('close', (code) => {
        resolve(false);
        if (isReady && !this.stopped && socket === this.socket) this.dropped(code);
        this.wake();
      });
    });
  }

  private connect(): Promise<WebSocket> {
    const socket = new WebSocket(this.wsUrl, { headers: { cookie: `access_token=${this.accessToken}`, origin: this.origin } });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', () => reject(new Error('refused')));
      socket.once('error', reject);
    });
  }

  private inOrder(): ServerMessage[] {
    return [...this.events.entries()].sort(([a], [b]) => a - b).map(([, event]) => event);
  }

  private heard(text: string): boolean {
    return this.inOrder().some((e) => e.type === 'transcript.user' && e.text === text);
  }

  private replied(text: string): boolean {
    const events = this.inOrder();
    const turn = events.find((e) => e.type === 'transcript.user' && e.text === text);
    return !!turn && turn.type === 'transcript.user' && events.some((e) => e.type === 'response.done' && e.turnId === turn.turnId);
  }
}
