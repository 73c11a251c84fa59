import { describe, expect, it } from 'vitest';
import { deadline, sleep } from '../../server/src/lib/clock';
import { createManualClock } from './manual-clock';

describe('manual clock', () => {
  it('runs timers in due order and awaits the work they start', async () => {
    const clock = createManualClock(0);
    const log: string[] = [];
    clock.setTimer(() => log.push(`b@${clock.now()}`), 20);
    clock.setTimer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`a@${clock.now()}`);
      clock.setTimer(() => log.push(`c@${clock.now()}`), 5);
    }, 10);
    await clock.advance(19);
    expect(log).toEqual(['a@10', 'c@15']);
    await clock.advance(10);
    expect(log).toEqual(['a@10', 'c@15', 'b@20']);
    expect(clock.now()).toBe(29);
  });

  it('drives sleep and deadline, which abort with their parent', async () => {
    const clock = createManualClock(0);
    const parent = new AbortController();
    const limit = deadline(clock, parent.signal, 100);
    const slept = sleep(clock, 50).then(() => clock.now());
    await clock.advance(60);
    expect(await slept).toBe(50);
    expect(limit.signal.aborted).toBe(false);
    limit.pause();
    await clock.advance(500);
    expect(limit.signal.aborted).toBe(false);
    limit.restart();
    await clock.advance(100);
    expect((limit.signal.reason as Error).name).toBe('TimeoutError');
    const other = deadline(clock, parent.signal, 100);
    parent.abort(new Error('cut'));
    expect((other.signal.reason as Error).message).toBe('cut');
    await expect(sleep(clock, 10, parent.signal)).rejects.toThrow('cut');
  });
});
