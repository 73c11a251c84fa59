import { UNLIMITED } from '@shared/plans';
import type { Clock, TimerHandle } from '../../lib/clock';

/** SPEC section 9: usage is checked every 5 s; voice time is taken from the day in grants this long. */
export const USAGE_TICK_SECONDS = 5;

const RETRY_MS = 1000;

export type LimitReason = 'daily' | 'session';

export interface UsageSnapshot {
  voiceSecondsUsed: number;
  dailyRemainingSeconds: number | null;
  sessionRemainingSeconds: number;
  /** Present while held: the clock shown to the person stands still. */
  metered?: false;
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
  /** Voice time the session used before this meter (a session handed over from another instance). */
  usedMs?: number;
}

/**
 * Meters a session's voice time by the server clock alone. Time is taken from the user's day in grants
 * of up to 5 s, before it is used, so concurrent sessions can never pass the limit together; unused
 * parts of a grant go back on pause. A crash loses at most one grant. Time nobody could understand is
 * free: a turn whose speech was not transcribed is forgiven, and the meter holds while recognition is lost.
 */
export class UsageMeter {
  private usedMs = 0;
  private segmentStart: number | null = null;
  /** Forgiven time ends here: a later turn is never forgiven the same time twice. */
  private forgivenUntil = 0;
  /** Voice is on (started, not paused), whether or not it is metered right now. */
  private wanted = false;
  /** Speech recognition stopped working: nothing is metered until it works again. */
  private held = false;
  private grantEnd = 0;
  /** Paid for but not used when metering last stopped: less than a second, spent first when it starts again. */
  private paidAheadMs = 0;
  private grantDay = '';
  private dayTotal = 0;
  private timer: TimerHandle | null = null;
  private work: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: UsageMeterOptions) {
    this.usedMs = options.usedMs ?? 0;
  }

  get running(): boolean {
    return this.segmentStart !== null;
  }

  /** Voice used in this session so far, to the millisecond (what a handover carries). */
  get usedMilliseconds(): number {
    return this.currentUsedMs();
  }

  /** Whole seconds of voice used in this session so far. */
  get voiceSeconds(): number {
    return Math.round(this.currentUsedMs() / 1000);
  }

  /** Starts metering (unless held); resolves to the limit that prevents it, or null. */
  start(): Promise<LimitReason | null> {
    return this.serial(async () => {
      this.wanted = true;
      if (this.running || this.held) return null;
      return this.begin();
    });
  }

  /** Takes the first grant and starts the clock. */
  private async begin(): Promise<LimitReason | null> {
    const now = this.options.clock.now();
    const capLeftMs = this.options.sessionCapSeconds * 1000 - this.usedMs;
    if (capLeftMs <= 0) return 'session';
    const grant = await this.options.ledger.grant(Math.min(USAGE_TICK_SECONDS, Math.ceil(capLeftMs / 1000)), new Date(now), true);
    this.recordGrant(grant);
    if (grant.granted === 0) return 'daily';
    this.segmentStart = now;
    this.grantEnd = now + this.paidAheadMs + grant.granted * 1000;
    this.paidAheadMs = 0;
    this.schedule();
    return null;
  }

  /** Stops metering (mode switch, dropped socket, session end) and gives back what was not used. */
  pause(): Promise<void> {
    return this.serial(() => {
      this.wanted = false;
      return this.stopAt(this.options.clock.now());
    });
  }

  /**
   * A turn whose speech could not be transcribed (failed, empty, too short): the metered time since
   * `since` is not charged. The grant in hand just lasts that much longer, so nothing is written.
   */
  forgive(since: number): Promise<void> {
    return this.serial(async () => {
      if (this.segmentStart === null) return;
      const now = this.options.clock.now();
      const forgivenMs = Math.max(0, now - Math.max(since, this.segmentStart, this.forgivenUntil));
      this.forgivenUntil = now;
      if (forgivenMs === 0) return;
      this.usedMs -= forgivenMs;
      this.grantEnd += forgivenMs;
      this.schedule();
      this.options.onUsage(this.snapshot());
    });
  }

  /** Speech recognition stopped working: no time is charged from now until `release`. */
  hold(): Promise<void> {
    return this.serial(async () => {
      if (this.held) return;
      this.held = true;
      await this.stopAt(this.options.clock.now());
      this.options.onUsage(this.snapshot());
    });
  }

  /** Speech is understood again: metering goes on if voice is still on; resolves to a limit that stops it, or null. */
  release(): Promise<LimitReason | null> {
    return this.serial(async () => {
      if (!this.held) return null;
      this.held = false;
      if (!this.wanted || this.running) return null;
      const limit = await this.begin();
      this.options.onUsage(this.snapshot());
      return limit;
    });
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
      ...(this.held ? { metered: false as const } : {}),
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
    if (this.timer) this.options.clock.clearTimer(this.timer);
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
    if (!this.running) return;
    const now = this.options.clock.now();
    const capEnd = this.capEnd();
    // A forgiven turn moved the boundary on after this timer was set.
    if (now < Math.min(this.grantEnd, capEnd)) return this.schedule();
    this.timer = null;
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
    const unusedMs = Math.max(0, this.grantEnd - end);
    const unused = Math.floor(unusedMs / 1000);
    // Only whole seconds go back: the part-second already paid is kept for the next start, so voice
    // switched on and off many times costs the time it ran, not a second per switch.
    this.paidAheadMs = unusedMs - unused * 1000;
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
