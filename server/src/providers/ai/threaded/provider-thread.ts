import { Worker } from 'node:worker_threads';
import { APIError } from 'openai';
import { AsyncQueue } from '../../../lib/async-queue';
import { abortError } from '../abort-error';
import { AiTimeoutError, type AiProvider, type ReplyRequest } from '../ai-provider';
import type { OpenAiSettings } from '../openai';
import type { FromProviderThread, ProviderCall, ThreadError, ToProviderThread } from './provider-thread-messages';

export interface ThreadedAiProvider extends AiProvider {
  /** Stops the provider thread; calls still running fail. */
  close(): Promise<void>;
}

interface Answer {
  value(value: unknown): void;
  items(items: unknown[]): void;
  end(): void;
  fail(error: Error): void;
}

interface RunningCall {
  answer: Answer;
  signal: AbortSignal;
  onAbort: () => void;
}

/**
 * The OpenAI provider on its own thread. At hundreds of sessions the SDK's HTTP calls, streams and
 * parsing were a third of the session server's busy time; here the server's event loop only posts each
 * call and takes back what it yields. The thread starts with the provider (and again on a call after a
 * close) and keeps the process alive only while calls are running. A caller's abort settles the call at
 * once and cuts the upstream request.
 */
export function createThreadedOpenAiProvider(settings: OpenAiSettings): ThreadedAiProvider {
  let worker: Worker | null = null;
  let nextId = 1;
  const running = new Map<number, RunningCall>();

  const finish = (id: number): RunningCall | undefined => {
    const call = running.get(id);
    if (!call) return undefined;
    running.delete(id);
    call.signal.removeEventListener('abort', call.onAbort);
    if (running.size === 0) worker?.unref();
    return call;
  };

  const stop = (error: Error) => {
    worker = null;
    for (const id of [...running.keys()]) finish(id)?.answer.fail(error);
  };
  const stopped = () => new Error('The AI provider thread stopped');

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('../worker-bootstrap.mjs', import.meta.url), {
      workerData: { entry: new URL('./provider-worker.ts', import.meta.url).href, settings },
    });
    started.on('message', (message: FromProviderThread) => {
      if (message.type === 'items') {
        running.get(message.id)?.answer.items(message.items);
        return;
      }
      const call = finish(message.id);
      if (!call) return;
      if (message.type === 'value') call.answer.value(message.value);
      else if (message.type === 'end') call.answer.end();
      else call.answer.fail(rebuildError(message.error));
    });
    started.on('error', (error) => worker === started && stop(error));
    started.on('exit', () => worker === started && stop(stopped()));
    started.unref();
    worker = started;
    return started;
  };
  // Started now, not on the first call: loading the SDK takes a second or two, which no one should wait for.
  thread();

  /** Posts a call; returns its cancel (used when a stream's reader stops early). */
  const start = (call: ProviderCall, signal: AbortSignal, answer: Answer): (() => void) => {
    const id = nextId++;
    const target = thread();
    const cancel = () => {
      if (finish(id)) target.postMessage({ type: 'abort', id } satisfies ToProviderThread);
    };
    if (signal.aborted) {
      answer.fail(abortError(signal));
      return () => undefined;
    }
    const onAbort = () => {
      cancel();
      answer.fail(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    if (running.size === 0) target.ref();
    running.set(id, { answer, signal, onAbort });
    target.postMessage({ type: 'call', id, ...call } satisfies ToProviderThread);
    return cancel;
  };

  const ask = <T>(call: ProviderCall, signal: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      start(call, signal, { value: (value) => resolve(value as T), items: () => undefined, end: () => undefined, fail: reject });
    });

  async function* stream<T>(call: ProviderCall, signal: AbortSignal): AsyncGenerator<T> {
    const queue = new AsyncQueue<T>();
    const cancel = start(call, signal, {
      value: () => undefined,
      items: (items) => {
        for (const item of items) queue.push(item as T);
      },
      end: () => queue.close(),
      fail: (error) => queue.fail(error),
    });
    try {
      yield* queue;
    } finally {
      cancel();
    }
  }

  const withoutSignal = ({ signal: _signal, ...request }: ReplyRequest) => request;

  return {
    mode: 'openai',
    transcriptionInput: 'ogg-opus',
    transcribe: ({ speech, language, signal }) =>
      ask({ method: 'transcribe', input: { packets: speech.packets(), ...(language ? { language } : {}) } }, signal),
    streamReply: (request) => stream({ method: 'streamReply', input: withoutSignal(request) }, request.signal),
    synthesize: ({ signal, ...input }) => stream({ method: 'synthesize', input }, signal),
    moderate: ({ text, signal }) => ask({ method: 'moderate', input: { text } }, signal),
    completeJson: (request) => ask({ method: 'completeJson', input: withoutSignal(request) }, request.signal),
    async close() {
      const stopping = worker;
      if (!stopping) return;
      stop(stopped());
      await stopping.terminate();
    },
  };
}

/** The error the caller would have seen had the call run on its own thread: by class where callers check it. */
function rebuildError({ name, message, status, body }: ThreadError): Error {
  if (status !== undefined) return APIError.generate(status, { error: body }, undefined, new Headers());
  const error = name === 'AiTimeoutError' ? new AiTimeoutError(message) : new Error(message);
  error.name = name;
  return error;
}
