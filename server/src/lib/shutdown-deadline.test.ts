import { afterEach, describe, expect, it, vi } from 'vitest';
import { armShutdownDeadline } from './shutdown-deadline';

describe('the deadline of a stop', () => {
  afterEach(() => vi.useRealTimers());

  it('past its time, logs what was still open and exits with 1; before it, does nothing', async () => {
    vi.useFakeTimers();
    const logged: Record<string, number>[] = [];
    const exits: number[] = [];
    armShutdownDeadline({ ms: 30_000, openWork: async () => ({ openConnections: 2, openSockets: 1 }), log: (open) => logged.push(open), exit: (code) => exits.push(code) });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(logged).toEqual([{ openConnections: 2, openSockets: 1 }]);
    expect(exits).toEqual([1]);
  });

  it('exits even when what is open cannot be counted', async () => {
    vi.useFakeTimers();
    const exits: number[] = [];
    armShutdownDeadline({ ms: 1000, openWork: () => Promise.reject(new Error('closed')), log: () => undefined, exit: (code) => exits.push(code) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(exits).toEqual([1]);
  });
});
