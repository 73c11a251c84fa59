import { elapsedMs, isRunning, pauseStopwatch, secondsLeft, startStopwatch, stoppedStopwatch, type Stopwatch } from './stopwatch';

export type BreathingPhase = 'prepare' | 'inhale' | 'hold' | 'exhale';

/** SPEC section 4: Prepare 3 s once, then Inhale 4 s, Hold 4 s, Exhale 6 s, looping (their words: selfcare `breathing.phases.*`). */
export const breathingPhases = {
  prepare: { ms: 3_000 },
  inhale: { ms: 4_000 },
  hold: { ms: 4_000 },
  exhale: { ms: 6_000 },
} as const satisfies Record<BreathingPhase, { ms: number }>;

const holdStartMs = breathingPhases.inhale.ms;
const exhaleStartMs = holdStartMs + breathingPhases.hold.ms;
export const BREATHING_CYCLE_MS = exhaleStartMs + breathingPhases.exhale.ms;

export type BreathingState = Stopwatch;
export type BreathingAction = { type: 'start' | 'pause' | 'reset'; now: number };

export const initialBreathing: BreathingState = stoppedStopwatch;

export function breathingReducer(state: BreathingState, action: BreathingAction): BreathingState {
  switch (action.type) {
    case 'start':
      return startStopwatch(state, action.now);
    case 'pause':
      return pauseStopwatch(state, action.now);
    case 'reset':
      return initialBreathing;
  }
}

export interface BreathingMoment {
  phase: BreathingPhase;
  /** 0 at the start of the phase, 1 at its end. */
  progress: number;
  secondsLeft: number;
  /** Inhale-hold-exhale rounds completed. */
  cycles: number;
  running: boolean;
}

/** Where the exercise is at `now`, however long since the last look (a background tab catches up here). */
export function breathingAt(state: BreathingState, now: number): BreathingMoment {
  const elapsed = elapsedMs(state, now);
  const running = isRunning(state);
  const prepareMs = breathingPhases.prepare.ms;
  if (elapsed < prepareMs) {
    return { phase: 'prepare', progress: elapsed / prepareMs, secondsLeft: secondsLeft(prepareMs, elapsed), cycles: 0, running };
  }
  const sincePrepare = elapsed - prepareMs;
  const cycles = Math.floor(sincePrepare / BREATHING_CYCLE_MS);
  const within = sincePrepare % BREATHING_CYCLE_MS;
  const [phase, phaseStart]: [BreathingPhase, number] =
    within < holdStartMs ? ['inhale', 0] : within < exhaleStartMs ? ['hold', holdStartMs] : ['exhale', exhaleStartMs];
  const { ms } = breathingPhases[phase];
  const intoPhase = within - phaseStart;
  return { phase, progress: intoPhase / ms, secondsLeft: secondsLeft(ms, intoPhase), cycles, running };
}

const SMALLEST = 0.55;

/** The circle's size (1 = full): it grows on the inhale, stays full on the hold and shrinks on the exhale. */
export function breathingScale({ phase, progress }: Pick<BreathingMoment, 'phase' | 'progress'>): number {
  switch (phase) {
    case 'prepare':
      return SMALLEST;
    case 'inhale':
      return SMALLEST + (1 - SMALLEST) * progress;
    case 'hold':
      return 1;
    case 'exhale':
      return 1 - (1 - SMALLEST) * progress;
  }
}
