import { describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../../../tests/support/manual-clock';
import { UsageMeter, type LimitReason, type UsageSnapshot, type VoiceLedger } from './usage-meter';

/** The ledger's rule, in memory: a grant never takes the day past its limit (-1 unlimited). */
class MemoryLedger implements VoiceLedger {
  total = 0;
  /** Whether each grant started metering (someone waited for it). */
  readonly starts: boolean[] = [];
  constructor(private readonly limit: number) {}
  async grant(wanted: number, _at: Date, starting: boolean) {
    this.starts.push(starting);
    const granted = this.limit < 0 ? wanted : Math.min(wanted, Math.max(0, this.limit - this.total));
    this.total += granted;
    return { day: '2026-11-21', granted, total: this.total };
  }
  async refund(_day: string, seconds: number) {
    this.total = Math.max(0, this.total - seconds);
  }
}

function meter(clock: ManualClock, ledger: VoiceLedger, options: { daily?: number; cap?: number } = {}) {
  const events = { usage: [] as UsageSnapshot[], limits: [] as { reason: LimitReason; at: number }[] };
  const started = clock.now();
  const m = new UsageMeter({
    clock,
    ledger,
    dailyLimitSeconds: options.daily ?? 900,
    sessionCapSeconds: options.cap ?? 900,
    onUsage: (usage) => events.usage.push(usage),
    onLimit: (reason) => events.limits.push({ reason, at: (clock.now() - started) / 1000 }),
    onError: (error) => {
      throw error;
    },
  });
  return { meter: m, events };
}

describe('UsageMeter', () => {
  it('takes time in 5 s grants, reports every 5 s, and stops at the daily limit to the second', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const { meter: m, events } = meter(clock, ledger);
    expect(await m.start()).toBeNull();
    expect(ledger.total).toBe(5);
    await clock.advance(5000);
    expect(events.usage).toEqual([{ voiceSecondsUsed: 5, dailyRemainingSeconds: 895, sessionRemainingSeconds: 895 }]);
    await clock.advance(894_000);
    expect(events.limits).toEqual([]);
    await clock.advance(1000);
    expect(events.limits).toEqual([{ reason: 'daily', at: 900 }]);
    expect(ledger.total).toBe(900);
    expect(m.voiceSeconds).toBe(900);
    expect(m.running).toBe(false);
    // Only the first grant is waited for; the renewals come while the session goes on.
    expect(ledger.starts).toEqual([true, ...Array<boolean>(ledger.starts.length - 1).fill(false)]);
    expect(ledger.starts.length).toBeGreaterThan(100);
  });

  it('ends at the 900 s session cap even when the plan is unlimited, across pauses', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(-1);
    const { meter: m, events } = meter(clock, ledger, { daily: -1 });
    await m.start();
    await clock.advance(302_500);
    await m.pause();
    expect(ledger.total).toBe(303); // 302.5 s used: the half-used second counts, the rest of the grant goes back
    await clock.advance(60_000); // paused (text mode): not counted
    await m.start();
    await clock.advance(597_499);
    expect(events.limits).toEqual([]);
    await clock.advance(1);
    expect(events.limits).toEqual([{ reason: 'session', at: 960 }]);
    expect(m.snapshot()).toEqual({ voiceSecondsUsed: 900, dailyRemainingSeconds: null, sessionRemainingSeconds: 0 });
  });

  it('shares one day between two sessions: together they stop at the limit', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const a = meter(clock, ledger);
    const b = meter(clock, ledger);
    await a.meter.start();
    await b.meter.start();
    await clock.advance(449_000);
    expect([a.events.limits, b.events.limits]).toEqual([[], []]);
    await clock.advance(1000);
    expect(a.events.limits).toEqual([{ reason: 'daily', at: 450 }]);
    expect(b.events.limits).toEqual([{ reason: 'daily', at: 450 }]);
    expect(ledger.total).toBe(900);
  });

  it('charges voice switched on and off many times for the time it ran, not a second per switch', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const { meter: m } = meter(clock, ledger);
    for (let i = 0; i < 200; i++) {
      expect(await m.start()).toBeNull();
      await clock.advance(50);
      await m.pause();
      await clock.advance(50);
    }
    // 200 × 50 ms = 10 s of voice; the day is charged that, rounded up to the second.
    expect(m.voiceSeconds).toBe(10);
    expect(ledger.total).toBeGreaterThanOrEqual(10);
    expect(ledger.total).toBeLessThanOrEqual(11);
  });

  it('refuses to start when nothing is left today', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    ledger.total = 900;
    const { meter: m } = meter(clock, ledger);
    expect(await m.start()).toBe('daily');
    expect(m.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('does not charge a turn whose speech was not understood: the grant in hand lasts that much longer', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const { meter: m, events } = meter(clock, ledger);
    await m.start();
    await clock.advance(10_000);
    expect(ledger.total).toBe(15);
    // The person spoke for the last 2 s, and nothing could be transcribed.
    await m.forgive(clock.now() - 2000);
    expect(events.usage.at(-1)).toEqual({ voiceSecondsUsed: 8, dailyRemainingSeconds: 892, sessionRemainingSeconds: 892 });
    // The same time is never forgiven twice, and time before the meter ran is not forgiven.
    await m.forgive(clock.now() - 5000);
    expect(m.voiceSeconds).toBe(8);
    await clock.advance(6999);
    expect(ledger.total).toBe(15);
    await clock.advance(1);
    expect(ledger.total).toBe(20);
    await clock.advance(3000);
    await m.pause();
    expect(m.voiceSeconds).toBe(18);
    expect(ledger.total).toBe(18);
    expect(events.limits).toEqual([]);
  });

  it('holds while speech recognition is lost, and goes on once speech is understood again', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const { meter: m, events } = meter(clock, ledger);
    await m.start();
    await clock.advance(10_000);
    await m.forgive(clock.now() - 2000);
    await m.hold();
    expect(m.running).toBe(false);
    expect(ledger.total).toBe(8);
    expect(events.usage.at(-1)).toEqual({ voiceSecondsUsed: 8, dailyRemainingSeconds: 892, sessionRemainingSeconds: 892, metered: false });
    await clock.advance(60_000);
    // A dropped socket and its resume while held: still nothing is charged.
    await m.pause();
    expect(await m.start()).toBeNull();
    await clock.advance(60_000);
    expect([m.voiceSeconds, ledger.total, clock.pendingTimers]).toEqual([8, 8, 0]);
    expect(await m.release()).toBeNull();
    expect(m.running).toBe(true);
    expect(events.usage.at(-1)).toEqual({ voiceSecondsUsed: 8, dailyRemainingSeconds: 892, sessionRemainingSeconds: 892 });
    await clock.advance(10_000);
    await m.pause();
    expect([m.voiceSeconds, ledger.total]).toEqual([18, 18]);
  });

  it('after a hold, stays paused if voice was switched off meanwhile, and reports the limit when nothing is left', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    const { meter: m } = meter(clock, ledger);
    await m.start();
    await m.hold();
    await m.pause();
    expect(await m.release()).toBeNull();
    expect(m.running).toBe(false);
    await m.start();
    await m.hold();
    ledger.total = 900;
    expect(await m.release()).toBe('daily');
    expect(m.running).toBe(false);
  });
});
