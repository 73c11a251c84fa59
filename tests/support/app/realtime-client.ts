import type { KyselyPlugin } from 'kysely';
import type { SpeechRecognitionStatus } from '@shared/api/health';
import { WebSocket } from 'ws';
import { expect } from 'vitest';
import type { AiProvider } from '../../../server/src/providers/ai/ai-provider';
import type { Clock } from '../../../server/src/lib/clock';
import { emptyAudioFrameHeader, encodeAudioFrame, readAudioFrameHeader, audioFramePayload, type AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { ClientMessageInput } from '@shared/protocol/client-messages';
import { parseServerMessage } from '@shared/protocol/parse';
import type { ServerMessage, ServerMessageType } from '@shared/protocol/server-messages';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { createTestApp, optionsNow, TEST_ORIGIN, useStarted, type OptionsNowOrLater, type TestApp } from './test-app';

export interface RealtimeTestApp extends TestApp {
  url: string;
}

export interface RealtimeAppOptions {
  ai?: AiProvider;
  clock?: Clock;
  env?: Record<string, string>;
  dbPlugin?: KyselyPlugin;
  /** Another way to the run's Postgres (through a proxy a test can cut). */
  databaseUrl?: string;
  speechRecognition?: SpeechRecognitionStatus;
  logStream?: { write(line: string): void };
}

/**
 * The real app listening on a local port, with the AI provider and clock given (else the ones its config
 * picks). A given provider is taken to understand speech in every language unless `speechRecognition` says otherwise.
 */
export async function startRealtimeApp(options: RealtimeAppOptions): Promise<RealtimeTestApp> {
  const speechRecognition = options.speechRecognition ?? (options.ai ? { recognition: 'offline' as const, languages: null } : undefined);
  const t = await createTestApp({
    deps: { ai: options.ai, clock: options.clock, speechRecognition, logStream: options.logStream },
    env: options.env,
    dbPlugin: options.dbPlugin,
    databaseUrl: options.databaseUrl,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { ...t, url: `ws://127.0.0.1:${address.port}/api/realtime` };
}

/** The listening app for every test of the calling `describe` (or file); see `useTestApp`. */
export function useRealtimeApp(options: OptionsNowOrLater<RealtimeAppOptions> = {}): RealtimeTestApp {
  return useStarted(() => startRealtimeApp(optionsNow(options)));
}

type EventOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** A browser-like realtime client over a real socket: every event it gets must parse with the shared schema. */
export class RealtimeTestClient {
  readonly events: ServerMessage[] = [];
  readonly audio: (AudioFrameHeader & { payload: Uint8Array; at: number })[] = [];
  /** Every frame in arrival order: 'type' for events, 'audio:<sentence>:<sequence>' for audio. */
  readonly arrivals: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Map<string, number>();
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        const header = emptyAudioFrameHeader();
        expect(readAudioFrameHeader(data, header)).toBe(true);
        this.audio.push({ ...header, payload: new Uint8Array(audioFramePayload(data)), at: Date.now() });
        this.arrivals.push(`audio:${header.sentenceIndex}:${header.sequence}`);
      } else {
        const parsed = parseServerMessage(data.toString('utf8'));
        if (!parsed.ok) throw new Error(`Server sent an invalid message: ${parsed.message}: ${data.toString('utf8')}`);
        this.events.push(parsed.message);
        this.arrivals.push(parsed.message.type);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static connect(url: string, accessToken: string | null, origin: string | null = TEST_ORIGIN): Promise<RealtimeTestClient> {
    const headers: Record<string, string> = {};
    if (accessToken) headers.cookie = `access_token=${accessToken}`;
    if (origin) headers.origin = origin;
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RealtimeTestClient(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** Connects, starts a session and waits for its `session.ready`. */
  static async session(
    url: string,
    accessToken: string,
    start: Partial<Extract<ClientMessageInput, { type: 'session.start' }>> = {},
  ): Promise<{ client: RealtimeTestClient; ready: EventOf<'session.ready'> }> {
    const client = await RealtimeTestClient.connect(url, accessToken);
    client.start(start);
    return { client, ready: await client.next('session.ready') };
  }

  send(message: ClientMessageInput): void {
    this.socket.send(JSON.stringify(message));
  }

  start(extra: Partial<Extract<ClientMessageInput, { type: 'session.start' }>> = {}): void {
    this.send({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'text', ...extra });
  }

  /** Sends `input_audio.start`, the packets as binary frames, then `input_audio.commit`. */
  speak(utteranceId: number, packets: Uint8Array[]): void {
    this.send({ type: 'input_audio.start', utteranceId });
    this.sendAudio(utteranceId, packets);
    this.send({ type: 'input_audio.commit', utteranceId });
  }

  /** The packets as binary frames of `utteranceId`, numbered from `firstSequence`. */
  sendAudio(utteranceId: number, packets: Uint8Array[], firstSequence = 0): void {
    packets.forEach((packet, i) =>
      this.socket.send(encodeAudioFrame({ kind: 'input', streamId: utteranceId, sentenceIndex: 0, sequence: firstSequence + i }, packet)),
    );
  }

  /** The next event of `type` not yet taken (waiting for it if needed). */
  async next<T extends ServerMessageType>(type: T, timeoutMs = 10_000): Promise<EventOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const skip = this.taken.get(type) ?? 0;
      const found = this.events.filter((e) => e.type === type)[skip];
      if (found) {
        this.taken.set(type, skip + 1);
        return found as EventOf<T>;
      }
      if (Date.now() > deadline) throw new Error(`No ${type} event; got ${this.events.map((e) => e.type).join(', ')}`);
      await this.changed(deadline - Date.now());
    }
  }

  /** Waits until `check` holds, re-checking on every frame. */
  async until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out; events: ${this.events.map((e) => e.type).join(', ')}`);
      await this.changed(deadline - Date.now());
    }
  }

  /**
   * Sends a text message again and again until the session takes it: while the turn before is still
   * finishing (a repeat being dropped, a failed save) the session says 'Please wait for the reply to finish.'.
   */
  async sendNextText(text: string, clientMessageId: string): Promise<void> {
    const taken = this.ofType('transcript.user').length + 1;
    for (let attempt = 0; this.ofType('transcript.user').length < taken; attempt++) {
      expect(attempt).toBeLessThan(100);
      const errors = this.ofType('error').length;
      this.send({ type: 'text.send', text, clientMessageId });
      await this.until(() => this.ofType('transcript.user').length === taken || this.ofType('error').length > errors);
      if (this.ofType('transcript.user').length < taken) {
        expect(this.ofType('error').at(-1)?.message).toBe('Please wait for the reply to finish.');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  ofType<T extends ServerMessageType>(type: T): EventOf<T>[] {
    return this.events.filter((e): e is EventOf<T> => e.type === type);
  }

  close(): void {
    this.socket.close();
  }

  private changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, Math.min(ms, 200)));
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** A whole text session: starts it, sends each message and waits for its reply, ends it; returns its id. */
export async function textSession(
  url: string,
  accessToken: string,
  said: readonly string[],
  start: Partial<Extract<ClientMessageInput, { type: 'session.start' }>> = {},
): Promise<string> {
  const { client, ready } = await RealtimeTestClient.session(url, accessToken, { mode: 'text', ...start });
  for (const text of said) {
    client.send({ type: 'text.send', text });
    await client.next('response.done');
  }
  client.send({ type: 'session.end' });
  await client.next('session.ended');
  client.close();
  return ready.sessionId;
}
