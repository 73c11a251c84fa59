import { UNLIMITED } from '@shared/plans';
import type { Clock, TimerHandle } from './clock';

/** SPEC section 9: usage is checked every 5 s; voice time is taken from the day in grants this long. */
export const USAGE_TICK_SECONDS = 5;

const RETRY_MS = 1000;

export type LimitReason = 'daily' | 'session';

export interface UsageSnapshot {
  voiceSecondsUsed: number;
  dailyRemainingSeconds: number | null;
  sessionRemainingSeconds: number;
}

export interface VoiceLedger {
  /**
   * Takes up to `wanted` seconds from today's allowance, atomically across sessions and instances.
   * `starting`: metering starts with this grant, and the person waits for it.
   */
  grant(wanted: number, at: Date, starting: boolean): Promise<{ day: string; granted: number; total: number }>;
  refund(day: string, seconds: number): Promise<void>;
}

export interface UsageMeterOptions {
  clock: Clock;
  ledger: VoiceLedger;
  dailyLimitSeconds: number;
  sessionCapSeconds: number;
  onUsage: (usage: UsageSnapshot) => void;
  onLimit: (reason: LimitReason) => void;
  onError: (error: unknown) => void;
}

/**
 * Meters a session's voice time by the server clock alone. Time is taken from the user's day in grants
 * of up to 5 s, before it is used, so concurrent sessions can never pass the limit together; unused
 * parts of a grant go back on pause. A crash loses at most one grant.
 */
export class UsageMeter {
  private usedMs = 0;
  private segmentStart: number | null = null;
  private grantEnd = 0;
  private grantDay = '';
  private dayTotal = 0;
  private timer: TimerHandle | null = null;
  private work: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: UsageMeterOptions) {}

  get running(): boolean {
    return this.segmentStart !== null;
  }

  /** Whole seconds of voice used in this session so far. */
  get voiceSeconds(): number {
    return Math.round(this.currentUsedMs() / 1000);
  }

  /** Starts metering; resolves to the limit that prevents it, or null. */
  start(): Promise<LimitReason | null> {
    return this.serial(async () => {
      if (this.running) return null;
      const now = this.options.clock.now();
      const capLeftMs = this.options.sessionCapSeconds * 1000 - this.usedMs;
      if (capLeftMs <= 0) return 'session';
      const grant = await this.options.ledger.grant(Math.min(USAGE_TICK_SECONDS, Math.ceil(capLeftMs / 1000)), new Date(now), true);
      this.recordGrant(grant);
      if (grant.granted === 0) return 'daily';
      this.segmentStart = now;
      this.grantEnd = now + grant.granted * 1000;
      this.schedule();
      return null;
    });
  }

  /** Stops metering (mode switch, dropped socket, session end) and gives back what was not used. */
  pause(): Promise<void> {
    return this.serial(() => this.stopAt(this.options.clock.now()));
  }

  snapshot(): UsageSnapshot {
    const usedMs = this.currentUsedMs();
    // Shown to people: a second counts down only once it has fully passed.
    const unused = this.running ? Math.max(0, Math.ceil((this.grantEnd - this.options.clock.now()) / 1000)) : 0;
    const limit = this.options.dailyLimitSeconds;
    return {
      voiceSecondsUsed: Math.round(usedMs / 1000),
      dailyRemainingSeconds: limit === UNLIMITED ? null : Math.max(0, limit - this.dayTotal + unused),
      sessionRemainingSeconds: Math.max(0, Math.ceil((this.options.sessionCapSeconds * 1000 - usedMs) / 1000)),
    };
  }

  /** Seeds today's total before the first grant (for the first `session.ready`). */
  seedDayTotal(total: number): void {
    this.dayTotal = total;
  }

  private currentUsedMs(): number {
    return this.usedMs + (this.segmentStart === null ? 0 : this.options.clock.now() - this.segmentStart);
  }

  private capEnd(): number {
    return (this.segmentStart ?? 0) + this.options.sessionCapSeconds * 1000 - this.usedMs;
  }

  private schedule(): void {
    const due = Math.min(this.grantEnd, this.capEnd());
    this.timer = this.options.clock.setTimer(() => this.tick(), due - this.options.clock.now());
  }

  /** Stops for good: no timer survives the session. */
  dispose(): void {
    if (this.timer) this.options.clock.clearTimer(this.timer);
    this.timer = null;
    this.segmentStart = null;
  }

  private async onBoundary(): Promise<void> {
    this.timer = null;
    if (!this.running) return;
    const now = this.options.clock.now();
    const capEnd = this.capEnd();
    if (now >= capEnd) {
      await this.stopAt(capEnd);
      // When both run out together, the daily limit is the one worth telling (it says how to get more).
      const limit = this.options.dailyLimitSeconds;
      this.options.onLimit(limit !== UNLIMITED && this.dayTotal >= limit ? 'daily' : 'session');
      return;
    }
    const wanted = Math.min(USAGE_TICK_SECONDS, Math.ceil((capEnd - this.grantEnd) / 1000));
    let grant: { day: string; granted: number; total: number };
    try {
      grant = await this.options.ledger.grant(wanted, new Date(this.grantEnd), false);
    } catch (error) {
      // Try again shortly; the time in between is granted (and counted) by the next successful grant.
      this.options.onError(error);
      this.timer = this.options.clock.setTimer(() => this.tick(), RETRY_MS);
      return;
    }
    this.recordGrant(grant);
    if (grant.granted === 0) {
      await this.stopAt(this.grantEnd);
      this.options.onLimit('daily');
      return;
    }
    this.grantEnd += grant.granted * 1000;
    this.options.onUsage(this.snapshot());
    this.schedule();
  }

  private async stopAt(at: number): Promise<void> {
    if (this.segmentStart === null) return;
    if (this.timer) this.options.clock.clearTimer(this.timer);
    this.timer = null;
    const end = Math.min(at, this.options.clock.now());
    this.usedMs += Math.max(0, end - this.segmentStart);
    this.segmentStart = null;
    const unused = Math.max(0, Math.floor((this.grantEnd - end) / 1000));
    if (unused === 0) return;
    this.dayTotal -= unused;
    await this.options.ledger.refund(this.grantDay, unused);
  }

  private recordGrant(grant: { day: string; total: number }): void {
    this.grantDay = grant.day;
    this.dayTotal = grant.total;
  }

  /** Runs meter operations one at a time (a boundary's write never races a pause). */
  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.work.then(operation);
    this.work = result.catch((error: unknown) => this.options.onError(error));
    return result;
  }

  /** What timers run: failures are already reported through `onError`. */
  private tick(): Promise<void> {
    return this.serial(() => this.onBoundary()).catch(() => undefined);
  }
}
