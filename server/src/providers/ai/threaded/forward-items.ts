import type { FromProviderThread } from './provider-thread-messages';

/**
 * Streams items back. The first goes at once: a reply's first words or a sentence's first packet is what
 * someone waits for, and waiting for the end of this turn of the thread's event loop would put it behind
 * every other stream's chunks arriving meanwhile. After it, those ready at the same moment (one network
 * chunk's packets) go in one message.
 */
export async function forwardItems(id: number, items: AsyncIterable<unknown>, send: (message: FromProviderThread) => void): Promise<void> {
  let batch: unknown[] = [];
  let first = true;
  const flush = () => {
    if (batch.length === 0) return;
    send({ type: 'items', id, items: batch });
    batch = [];
  };
  try {
    for await (const item of items) {
      if (first) {
        first = false;
        send({ type: 'items', id, items: [item] });
        continue;
      }
      if (batch.length === 0) setImmediate(flush);
      batch.push(item);
    }
  } finally {
    flush();
  }
  send({ type: 'end', id });
}
