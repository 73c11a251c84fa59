import WebSocket, { type RawData } from 'ws';
import { parseServerMessage } from '@shared/protocol/parse';
import { fuzzFrame, type FrameKind, type SocketState } from './socket-frames';
import { seededRng } from './schema-values';

export interface SocketFuzzResult {
  frames: number;
  byKind: Partial<Record<FrameKind, number>>;
  connections: number;
  /** Close codes the server chose (1008 too many frames, 1009 too big, ...), by code. */
  closes: Record<string, number>;
  events: number;
  /** Text frames from the server that do not parse with the shared schema: a bug. */
  invalidEvents: number;
  errorCodes: Record<string, number>;
  /** `error {code:'internal_error'}`: the server failed on a frame instead of refusing it. */
  internalErrors: number;
  sessionsOpened: number;
  /** Connections refused at the upgrade (the server must accept every signed-in socket). */
  refusedConnections: number;
}

export interface SocketFuzzOptions {
  origin: string;
  /** Access tokens, one per socket. */
  tokens: string[];
  frames: number;
  seed: number;
  /** Pause between one socket's frames. */
  paceMs: number;
}

const count = (record: Record<string, number>, key: string) => (record[key] = (record[key] ?? 0) + 1);

/**
 * Sends `frames` random and mutated frames over one socket per token (JSON and binary, in any order,
 * oversize, truncated), reconnecting whenever the server closes one, and checks everything that comes back.
 */
export async function fuzzSockets(options: SocketFuzzOptions): Promise<SocketFuzzResult> {
  const result: SocketFuzzResult = {
    frames: 0,
    byKind: {},
    connections: 0,
    closes: {},
    events: 0,
    invalidEvents: 0,
    errorCodes: {},
    internalErrors: 0,
    sessionsOpened: 0,
    refusedConnections: 0,
  };

  const onMessage = (state: SocketState) => (data: RawData, isBinary: boolean) => {
    if (isBinary) return;
    result.events++;
    const parsed = parseServerMessage((data as Buffer).toString('utf8'));
    if (!parsed.ok) {
      result.invalidEvents++;
      return;
    }
    const message = parsed.message;
    if (message.type === 'error') {
      count(result.errorCodes, message.code);
      if (message.code === 'internal_error') result.internalErrors++;
    }
    if (message.type === 'session.ready') {
      result.sessionsOpened++;
      if (!state.sessionIds.includes(message.sessionId)) state.sessionIds.push(message.sessionId);
    }
  };

  // Each socket sends its share from its own generator, so a seed gives the same frames whatever the timing.
  const share = Math.ceil(options.frames / options.tokens.length);
  const worker = async (token: string, index: number) => {
    const rng = seededRng(options.seed * 1000 + index);
    const state: SocketState = { sessionIds: [], utteranceId: 0 };
    let budget = share;
    const take = () => (budget > 0 ? (budget--, true) : false);
    while (budget > 0) {
      const ws = await open(options.origin, token).catch(() => null);
      if (!ws) {
        result.refusedConnections++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      result.connections++;
      ws.on('message', onMessage(state));
      const closed = new Promise<void>((resolve) =>
        ws.once('close', (code) => {
          count(result.closes, String(code));
          resolve();
        }),
      );
      while (ws.readyState === ws.OPEN && take()) {
        const frame = fuzzFrame(rng, state);
        result.frames++;
        count(result.byKind, frame.kind);
        ws.send(frame.data, { binary: typeof frame.data !== 'string' });
        await new Promise((resolve) => setTimeout(resolve, options.paceMs));
      }
      if (ws.readyState === ws.OPEN) ws.close(1000);
      await closed;
    }
  };

  await Promise.all(options.tokens.map((token, i) => worker(token, i)));
  return result;
}

function open(origin: string, token: string): Promise<WebSocket> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { cookie: `access_token=${token}`, origin },
    perMessageDeflate: false,
    handshakeTimeout: 10_000,
  });
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('close', () => reject(new Error('closed before opening')));
  });
}
