/** What the call is doing now, as shown to the person. */
export type VoiceStatus = 'off' | 'starting' | 'listening' | 'hearing' | 'thinking' | 'speaking';

/** How a reply's audio went: shown on its bubble for tests and measurements. */
export interface TurnAudio {
  /** From the detector's speech end to the reply's first audio playing. */
  readonly latencyMs: number | null;
  /** Heard on the audio clock; null while still playing. */
  readonly playedMs: number | null;
  readonly interrupted: boolean;
}

interface Flags {
  micOn: boolean;
  starting: boolean;
  hearing: boolean;
  thinking: boolean;
  speaking: boolean;
}

export interface VoiceCallSnapshot extends Flags {
  readonly status: VoiceStatus;
  readonly turns: ReadonlyMap<number, TurnAudio>;
  /** Times the person spoke over the companion and stopped its voice. */
  readonly bargeIns: number;
}

function statusOf(flags: Flags): VoiceStatus {
  if (flags.starting) return 'starting';
  if (!flags.micOn) return flags.speaking ? 'speaking' : 'off';
  if (flags.hearing) return 'hearing';
  if (flags.speaking) return 'speaking';
  if (flags.thinking) return 'thinking';
  return 'listening';
}

/** A call that is not running: also what the screen shows before the voice module has loaded. */
export const idleVoiceCall: VoiceCallSnapshot = {
  micOn: false, starting: false, hearing: false, thinking: false, speaking: false,
  status: 'off', turns: new Map(), bargeIns: 0,
};

/** The call's observable state, for useSyncExternalStore. */
export class VoiceCallState {
  snapshot: VoiceCallSnapshot = idleVoiceCall;
  private readonly listeners = new Set<() => void>();
  private speechEndedAt: number | null = null;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(change: Partial<Flags> & { turns?: ReadonlyMap<number, TurnAudio>; bargeIns?: number }): void {
    const next = { ...this.snapshot, ...change };
    this.snapshot = { ...next, status: statusOf(next) };
    this.listeners.forEach((listener) => listener());
  }

  /** A new session: the turn numbers start again. */
  reset(): void {
    this.speechEndedAt = null;
    this.set({ turns: new Map(), bargeIns: 0, thinking: false, hearing: false });
  }

  speechStarted(bargeIn: boolean): void {
    this.speechEndedAt = null;
    const bargeIns = bargeIn ? this.snapshot.bargeIns + 1 : this.snapshot.bargeIns;
    this.set({ hearing: true, speaking: false, bargeIns });
  }

  speechEnded(at: number): void {
    this.speechEndedAt = at;
    this.set({ hearing: false, thinking: true });
  }

  /** Nothing will be said to the last utterance (too short, not understood, failed). */
  turnDropped(): void {
    this.speechEndedAt = null;
    this.set({ thinking: false });
  }

  playbackStarted(turnId: number, at: number): void {
    const latencyMs = this.speechEndedAt === null ? null : Math.round(at - this.speechEndedAt);
    this.speechEndedAt = null;
    this.set({ speaking: true, thinking: false, turns: this.withTurn(turnId, { latencyMs, playedMs: null, interrupted: false }) });
  }

  playbackEnded(turnId: number, end: { playedMs: number; interrupted: boolean }): void {
    const before = this.snapshot.turns.get(turnId);
    const turn = { latencyMs: before?.latencyMs ?? null, playedMs: Math.round(end.playedMs), interrupted: end.interrupted };
    this.set({ turns: this.withTurn(turnId, turn) });
  }

  private withTurn(turnId: number, turn: TurnAudio): ReadonlyMap<number, TurnAudio> {
    return new Map(this.snapshot.turns).set(turnId, turn);
  }
}
