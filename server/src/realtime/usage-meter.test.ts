import { describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from './manual-clock';
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

  it('refuses to start when nothing is left today', async () => {
    const clock = createManualClock();
    const ledger = new MemoryLedger(900);
    ledger.total = 900;
    const { meter: m } = meter(clock, ledger);
    expect(await m.start()).toBe('daily');
    expect(m.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });
});
