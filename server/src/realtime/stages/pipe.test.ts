import { describe, expect, it } from 'vitest';
import { pipe } from './pipe';
import type { Stage, TurnContext } from './stage';

const turn = { turnId: 1, signal: new AbortController().signal } as TurnContext;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function* from<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

describe('pipe', () => {
  it('feeds each stage what the one before it yields, in the order given', async () => {
    const seen: string[] = [];
    const words: Stage<string, string> = async function* (lines) {
      for await (const line of lines) for (const word of line.split(' ')) yield word;
    };
    const lengths: Stage<string, number> = async function* (items, ctx) {
      for await (const item of items) {
        seen.push(`${ctx.turnId}:${item}`);
        yield item.length;
      }
    };
    const doubled: Stage<number, number> = async function* (numbers) {
      for await (const n of numbers) yield n * 2;
    };

    expect(await collect(pipe(words, lengths, doubled)(from(['a bb', 'ccc']), turn))).toEqual([2, 4, 6]);
    expect(seen).toEqual(['1:a', '1:bb', '1:ccc']);
  });

  it('pulls lazily: nothing runs until the last stage is asked', async () => {
    let pulled = 0;
    const count: Stage<number, number> = async function* (numbers) {
      for await (const n of numbers) {
        pulled++;
        yield n;
      }
    };
    const joined = pipe(count, count)(from([1, 2, 3]), turn);
    expect(pulled).toBe(0);
    const iterator = joined[Symbol.asyncIterator]();
    await iterator.next();
    expect(pulled).toBe(2);
  });
});
