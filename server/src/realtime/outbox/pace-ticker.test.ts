import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../../tests/support/manual-clock';
import { PaceTicker } from './pace-ticker';

describe('PaceTicker', () => {
  it('wakes each reply once per step, the replies dealt to lanes a third of a step apart', async () => {
    const clock = createManualClock();
    const started = clock.now();
    const ticker = new PaceTicker(clock, 60);
    const wakes: { reply: number; at: number }[] = [];
    // Six replies, each waiting for its next step again as soon as it is woken (as a reply being paced does).
    const replies = Array.from({ length: 6 }, (_, reply) => {
      const lane = ticker.lane();
      const wait = () =>
        ticker.nextStep(() => {
          wakes.push({ reply, at: clock.now() - started });
          wait();
        }, lane);
      wait();
      return lane;
    });
    expect(new Set(replies).size).toBe(3);

    await clock.advance(180);
    const timesOf = (reply: number) => wakes.filter((w) => w.reply === reply).map((w) => w.at);
    for (let reply = 0; reply < 6; reply++) {
      const times = timesOf(reply);
      expect(times).toHaveLength(3);
      expect(times[1]! - times[0]!).toBe(60);
      expect(times[2]! - times[1]!).toBe(60);
    }
    // Every 20 ms one lane's replies (a third of them) are woken together, never all six at once.
    const perWake = new Map<number, number>();
    for (const w of wakes) perWake.set(w.at, (perWake.get(w.at) ?? 0) + 1);
    expect([...perWake.keys()]).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180]);
    expect(new Set(perWake.values())).toEqual(new Set([2]));
  });

  it('stops its timer when no reply waits, and starts again for the next one', async () => {
    const clock = createManualClock();
    const ticker = new PaceTicker(clock, 60);
    let woken = 0;
    ticker.nextStep(() => woken++, ticker.lane());
    await clock.advance(60);
    expect(woken).toBe(1);
    await clock.advance(600);
    expect(woken).toBe(1);
    ticker.nextStep(() => woken++, ticker.lane());
    await clock.advance(60);
    expect(woken).toBe(2);
  });
});
