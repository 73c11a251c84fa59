import { describe, expect, it } from 'vitest';
import { ReplayBuffer } from './replay-buffer';

describe('ReplayBuffer', () => {
  it('returns exactly the events after the last one seen', () => {
    const buffer = new ReplayBuffer(8);
    for (let seq = 1; seq <= 5; seq++) buffer.push(seq, `e${seq}`);
    expect(buffer.since(2)).toEqual(['e3', 'e4', 'e5']);
    expect(buffer.since(5)).toEqual([]);
    expect(buffer.since(0)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it('stays bounded and says when what was missed is gone', () => {
    const buffer = new ReplayBuffer(3);
    for (let seq = 1; seq <= 10; seq++) buffer.push(seq, `e${seq}`);
    expect(buffer.since(7)).toEqual(['e8', 'e9', 'e10']);
    expect(buffer.since(6)).toBeNull();
    expect(buffer.numberedSince(8)).toEqual([
      [9, 'e9'],
      [10, 'e10'],
    ]);
    expect(buffer.numberedSince(6)).toBeNull();
  });
});
