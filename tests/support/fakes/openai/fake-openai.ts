import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { speech, toneOggOpus, transcriptions } from './audio';
import { chatCompletions } from './chat-completions';
import { readBody, sendError } from './http';
import type { FakeLatencies, FakeOpenAiOptions, FakeOpenAiState, FakeRoute, RecordedRequest } from './fake-options';
import { moderations } from './moderations';

export type { FakeLatencies, FakeOpenAiOptions, RecordedRequest } from './fake-options';

export interface FakeOpenAi {
  /** Base URL for the SDK (`baseURL`) or AI_BASE_URL, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** TCP connections opened to the fake so far. */
  readonly connections: number;
  /** Requests the client abandoned mid-response (barge-in, timeouts). */
  readonly aborted: RecordedRequest[];
  setLatencies(latencies: Partial<FakeLatencies>): void;
  /** Changes the reply, transcript, speech or moderation for the following requests. */
  configure(options: Omit<FakeOpenAiOptions, 'port' | 'latencies'>): void;
  /** Makes a route answer with this HTTP status (until cleared with undefined). */
  setFailure(route: FakeRoute, status: number | undefined): void;
  /** Resolves once a recorded request matches, polling every 10 ms. */
  waitFor(predicate: (request: RecordedRequest) => boolean, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const routes: Record<string, FakeRoute> = {
  '/v1/chat/completions': 'chat',
  '/v1/audio/transcriptions': 'transcription',
  '/v1/audio/speech': 'speech',
  '/v1/moderations': 'moderation',
};

export const defaultLatencies: FakeLatencies = {
  sttMs: 0,
  firstTokenMs: 0,
  tokensPerSecond: 1000,
  ttsFirstByteMs: 0,
  ttsBytesPerSecond: 1_000_000,
  moderationMs: 0,
};

/** A local server speaking the parts of the OpenAI HTTP API the product uses, with configurable pace. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const state: FakeOpenAiState = { options: { ...options }, latencies: { ...defaultLatencies, ...options.latencies } };
  // The tone is encoded on first use (with the Opus encoder's WebAssembly compiled, half a second on a busy
  // machine): done now, so the first speech answer comes at the configured pace, not the fake's start-up.
  toneOggOpus(100);
  const failures = new Map<FakeRoute, number>();
  const requests: RecordedRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const route = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (req.method !== 'POST' || !route) return sendError(res, 404, `No fake for ${req.method} ${req.url}`);
    const raw = await readBody(req);
    const record: RecordedRequest = { route, body: undefined, headers: req.headers, finished: false, aborted: false };
    requests.push(record);
    res.on('finish', () => (record.finished = true));
    res.on('close', () => (record.aborted = !res.writableFinished));
    const failure = failures.get(route);
    if (failure) return sendError(res, failure, `Fake ${route} failure`);
    if (route === 'transcription') return transcriptions(state, req, raw, record, res);
    const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, never>;
    record.body = body;
    switch (route) {
      case 'chat':
        return chatCompletions(state, body, res);
      case 'speech':
        return speech(state, body, res);
      case 'moderation':
        return moderations(state, body, res);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, error instanceof Error ? error.message : String(error));
      else res.destroy();
    });
  });
  // Like OpenAI's API: idle connections are kept, and no `Keep-Alive: timeout` says for how long.
  server.keepAliveTimeout = 0;
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get connections() {
      return connections;
    },
    get aborted() {
      return requests.filter((r) => r.aborted);
    },
    setLatencies: (latencies) => Object.assign(state.latencies, latencies),
    configure: (next) => Object.assign(state.options, next),
    setFailure: (route, status) => (status === undefined ? failures.delete(route) : failures.set(route, status)),
    async waitFor(predicate, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error('The fake OpenAI server saw no matching request in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
