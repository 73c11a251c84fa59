import { describe, expect, it } from 'vitest';
import { forwardItems } from './forward-items';
import type { FromProviderThread } from './provider-thread-messages';

/** Items that all arrive in one turn of the event loop, as one network chunk's packets do; the stream ends later. */
async function* oneChunk(items: string[]) {
  for (const item of items) yield await Promise.resolve(item);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const checkPhase = () => new Promise((resolve) => setImmediate(resolve));

describe('forwardItems', () => {
  it('sends the first item at once, then those ready together in one message, then the end', async () => {
    const sent: FromProviderThread[] = [];
    const done = forwardItems(7, oneChunk(['a', 'b', 'c']), (message) => sent.push(message));
    // Before the event loop's check phase, where the batch goes, only the first item is out.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(sent).toEqual([{ type: 'items', id: 7, items: ['a'] }]);
    await checkPhase();
    expect(sent).toEqual([
      { type: 'items', id: 7, items: ['a'] },
      { type: 'items', id: 7, items: ['b', 'c'] },
    ]);
    await done;
    expect(sent).toEqual([
      { type: 'items', id: 7, items: ['a'] },
      { type: 'items', id: 7, items: ['b', 'c'] },
      { type: 'end', id: 7 },
    ]);
  });

  it('sends what it has when the stream fails, and no end', async () => {
    const sent: FromProviderThread[] = [];
    async function* failing() {
      yield 'a';
      yield 'b';
      throw new Error('upstream closed');
    }
    await expect(forwardItems(3, failing(), (message) => sent.push(message))).rejects.toThrow('upstream closed');
    expect(sent).toEqual([
      { type: 'items', id: 3, items: ['a'] },
      { type: 'items', id: 3, items: ['b'] },
    ]);
  });
});
