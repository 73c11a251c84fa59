import { parentPort, workerData } from 'node:worker_threads';
import { APIError } from 'openai';
import { RecordedSpeech } from '../../../audio/recorded-speech';
import { createOpenAiProvider, type OpenAiSettings } from '../openai';
import { forwardItems } from './forward-items';
import type { FromProviderThread, ProviderCall, ThreadError, ToProviderThread } from './provider-thread-messages';

/**
 * The provider thread: runs the openai SDK's calls (HTTP, streams, parsing) off the session server's
 * event loop, which then only forwards what they yield.
 */
const port = parentPort;
if (!port) throw new Error('provider-worker.ts runs as a worker thread');

const provider = createOpenAiProvider((workerData as { settings: OpenAiSettings }).settings);
const running = new Map<number, AbortController>();
const send = (message: FromProviderThread) => port.postMessage(message);

port.on('message', (message: ToProviderThread) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort();
    return;
  }
  const controller = new AbortController();
  running.set(message.id, controller);
  void run(message.id, message, controller.signal).finally(() => running.delete(message.id));
});

async function run(id: number, call: ProviderCall, signal: AbortSignal): Promise<void> {
  try {
    switch (call.method) {
      case 'transcribe': {
        const { packets, language } = call.input;
        const speech = RecordedSpeech.of(packets);
        send({ type: 'value', id, value: await provider.transcribe({ speech, signal, ...(language ? { language } : {}) }) });
        return;
      }
      case 'moderate':
        send({ type: 'value', id, value: await provider.moderate({ ...call.input, signal }) });
        return;
      case 'completeJson':
        send({ type: 'value', id, value: await provider.completeJson({ ...call.input, signal }) });
        return;
      case 'streamReply':
        await forwardItems(id, provider.streamReply({ ...call.input, signal }), send);
        return;
      case 'synthesize':
        await forwardItems(id, provider.synthesize({ ...call.input, signal }), send);
        return;
    }
  } catch (error) {
    if (!signal.aborted) send({ type: 'error', id, error: describeError(error) });
  }
}

function describeError(error: unknown): ThreadError {
  if (error instanceof APIError) {
    const status: unknown = error.status;
    const body: unknown = error.error;
    if (typeof status === 'number') return { name: error.name, message: error.message, status, body };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}
