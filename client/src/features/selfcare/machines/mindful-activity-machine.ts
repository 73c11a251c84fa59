import { elapsedMs, isRunning, pauseStopwatch, secondsLeft, startStopwatch, stoppedStopwatch, type Stopwatch } from './stopwatch';

/** SPEC section 9: the mindful cooking steps last 60, 120, 180, 180 and 120 s. */
export const mindfulStepSeconds = [60, 120, 180, 180, 120] as const;
const lastStep = mindfulStepSeconds.length - 1;

export interface MindfulActivityState {
  status: 'intro' | 'active' | 'complete';
  step: number;
  /** The current step's own timer; every step starts its timer afresh. */
  stopwatch: Stopwatch;
}

export type MindfulActivityAction = { type: 'begin' | 'next' | 'previous' | 'pause' | 'resume' | 'restart'; now: number };

export const initialMindfulActivity: MindfulActivityState = { status: 'intro', step: 0, stopwatch: stoppedStopwatch };

const atStep = (step: number, now: number): MindfulActivityState => ({
  status: 'active',
  step,
  stopwatch: startStopwatch(stoppedStopwatch, now),
});

export function mindfulActivityReducer(state: MindfulActivityState, action: MindfulActivityAction): MindfulActivityState {
  switch (action.type) {
    case 'begin':
      return state.status === 'active' ? state : atStep(0, action.now);
    case 'next':
      if (state.status !== 'active') return state;
      // Next on the last step is Complete.
      return state.step >= lastStep ? { ...state, status: 'complete', stopwatch: stoppedStopwatch } : atStep(state.step + 1, action.now);
    case 'previous':
      return state.status === 'active' && state.step > 0 ? atStep(state.step - 1, action.now) : state;
    case 'pause':
      return state.status === 'active' ? { ...state, stopwatch: pauseStopwatch(state.stopwatch, action.now) } : state;
    case 'resume':
      return state.status === 'active' ? { ...state, stopwatch: startStopwatch(state.stopwatch, action.now) } : state;
    case 'restart':
      return initialMindfulActivity;
  }
}

export interface MindfulActivityMoment {
  secondsLeft: number;
  /** 0 at the start of the step, 1 when its time is up. */
  progress: number;
  /** The step's time is up; the person moves on when ready (steps never advance on their own). */
  timeUp: boolean;
  running: boolean;
  isLastStep: boolean;
}

export function mindfulActivityAt(state: MindfulActivityState, now: number): MindfulActivityMoment {
  const durationMs = (mindfulStepSeconds[state.step] ?? 0) * 1000;
  const elapsed = Math.min(durationMs, elapsedMs(state.stopwatch, now));
  const timeUp = state.status === 'active' && elapsed >= durationMs;
  return {
    secondsLeft: secondsLeft(durationMs, elapsed),
    progress: durationMs === 0 ? 1 : elapsed / durationMs,
    timeUp,
    running: state.status === 'active' && isRunning(state.stopwatch) && !timeUp,
    isLastStep: state.step === lastStep,
  };
}
