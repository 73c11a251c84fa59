import { describe, expect, it } from 'vitest';
import { AsyncQueue } from './async-queue';

describe('AsyncQueue', () => {
  it('hands items over in order, whether pushed before or after the consumer waits', async () => {
    const queue = new AsyncQueue<number>();
    queue.push(1);
    const seen: number[] = [];
    const done = (async () => {
      for await (const n of queue) seen.push(n);
    })();
    queue.push(2);
    await Promise.resolve();
    queue.push(3);
    queue.close();
    queue.push(4);
    await done;
    expect(seen).toEqual([1, 2, 3]);
  });

  it('delivers what was queued, then the failure', async () => {
    const queue = new AsyncQueue<string>();
    queue.push('a');
    queue.fail(new Error('broken'));
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const s of queue) seen.push(s);
      })(),
    ).rejects.toThrow('broken');
    expect(seen).toEqual(['a']);
  });
});
