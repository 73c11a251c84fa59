import { elapsedMs, isRunning, pauseStopwatch, secondsLeft, startStopwatch, stoppedStopwatch, type Stopwatch } from './stopwatch';

/** SPEC section 4: five stretches of 30 s each, one after the other. */
export const STRETCH_COUNT = 5;
export const STRETCH_MS = 30_000;
const TOTAL_MS = STRETCH_COUNT * STRETCH_MS;

export interface StretchingState {
  stopwatch: Stopwatch;
  /** Time jumped over by Skip: the routine's position is elapsed time plus this. */
  skippedMs: number;
}

export type StretchingAction = { type: 'start' | 'pause' | 'skip' | 'reset'; now: number };

export const initialStretching: StretchingState = { stopwatch: stoppedStopwatch, skippedMs: 0 };

const positionMs = (state: StretchingState, now: number) => Math.min(TOTAL_MS, elapsedMs(state.stopwatch, now) + state.skippedMs);

export function stretchingReducer(state: StretchingState, action: StretchingAction): StretchingState {
  switch (action.type) {
    case 'start':
      return positionMs(state, action.now) >= TOTAL_MS ? state : { ...state, stopwatch: startStopwatch(state.stopwatch, action.now) };
    case 'pause':
      return { ...state, stopwatch: pauseStopwatch(state.stopwatch, action.now) };
    case 'skip': {
      // Jump to the start of the next stretch; the clock keeps running (or stays paused) from there.
      const position = positionMs(state, action.now);
      if (position >= TOTAL_MS) return state;
      const nextStart = (Math.floor(position / STRETCH_MS) + 1) * STRETCH_MS;
      const skipped = { ...state, skippedMs: state.skippedMs + nextStart - position };
      return nextStart >= TOTAL_MS ? { ...skipped, stopwatch: pauseStopwatch(skipped.stopwatch, action.now) } : skipped;
    }
    case 'reset':
      return initialStretching;
  }
}

export interface StretchingMoment {
  /** The current stretch, 0 to 4; equals STRETCH_COUNT once finished. */
  index: number;
  secondsLeft: number;
  /** 0 at the start of the stretch, 1 at its end. */
  progress: number;
  finished: boolean;
  /** Counting down now (false when paused, not started or finished). */
  running: boolean;
  started: boolean;
}

/** Where the routine is at `now`; stretches advance on their own as time passes. */
export function stretchingAt(state: StretchingState, now: number): StretchingMoment {
  const position = positionMs(state, now);
  const finished = position >= TOTAL_MS;
  const index = finished ? STRETCH_COUNT : Math.floor(position / STRETCH_MS);
  const intoStretch = finished ? STRETCH_MS : position - index * STRETCH_MS;
  return {
    index,
    secondsLeft: secondsLeft(STRETCH_MS, intoStretch),
    progress: intoStretch / STRETCH_MS,
    finished,
    running: isRunning(state.stopwatch) && !finished,
    started: position > 0 || isRunning(state.stopwatch),
  };
}
