import { describe, expect, it } from 'vitest';
import { mindfulSteps } from '../content/mindful-steps';
import {
  initialMindfulActivity,
  mindfulActivityAt,
  mindfulActivityReducer,
  type MindfulActivityAction,
  type MindfulActivityState,
} from './mindful-activity-machine';

const run = (...actions: MindfulActivityAction[]): MindfulActivityState => actions.reduce(mindfulActivityReducer, initialMindfulActivity);

describe('mindful activity (cooking)', () => {
  it('has five steps of 60, 120, 180, 180 and 120 s', () => {
    expect(mindfulSteps.map((s) => s.seconds)).toEqual([60, 120, 180, 180, 120]);
  });

  it("starts the first step's timer on Begin and counts it down from wall-clock time", () => {
    const state = run({ type: 'begin', now: 1_000 });
    expect(state).toMatchObject({ status: 'active', step: 0 });
    expect(mindfulActivityAt(state, 1_000)).toMatchObject({ secondsLeft: 60, timeUp: false, running: true });
    expect(mindfulActivityAt(state, 31_000)).toMatchObject({ secondsLeft: 30, progress: 0.5 });
  });

  it('says when a step\'s time is up but waits for Next (a background tab catches up too)', () => {
    const state = run({ type: 'begin', now: 0 });
    expect(mindfulActivityAt(state, 10 * 60_000)).toMatchObject({ secondsLeft: 0, timeUp: true, running: false, progress: 1 });
    expect(state.step).toBe(0);
  });

  it('moves with Next and Previous, each step with a fresh timer', () => {
    let state = run({ type: 'begin', now: 0 }, { type: 'next', now: 50_000 });
    expect(state.step).toBe(1);
    expect(mindfulActivityAt(state, 50_000).secondsLeft).toBe(120);
    state = mindfulActivityReducer(state, { type: 'next', now: 60_000 });
    expect(mindfulActivityAt(state, 90_000)).toMatchObject({ secondsLeft: 150 });
    state = mindfulActivityReducer(state, { type: 'previous', now: 100_000 });
    expect(state.step).toBe(1);
    expect(mindfulActivityAt(state, 100_000).secondsLeft).toBe(120);
    expect(run({ type: 'begin', now: 0 }, { type: 'previous', now: 1 }).step).toBe(0);
  });

  it('pauses and resumes the step timer', () => {
    const paused = run({ type: 'begin', now: 0 }, { type: 'pause', now: 20_000 });
    expect(mindfulActivityAt(paused, 500_000)).toMatchObject({ secondsLeft: 40, running: false, timeUp: false });
    const resumed = mindfulActivityReducer(paused, { type: 'resume', now: 500_000 });
    expect(mindfulActivityAt(resumed, 510_000)).toMatchObject({ secondsLeft: 30, running: true });
  });

  it('completes from the last step and starts again from the beginning', () => {
    const nexts = Array.from({ length: 4 }, (_, i): MindfulActivityAction => ({ type: 'next', now: i }));
    const last = run({ type: 'begin', now: 0 }, ...nexts);
    expect(last.step).toBe(4);
    expect(mindfulActivityAt(last, 10)).toMatchObject({ isLastStep: true, secondsLeft: 120 });
    const done = mindfulActivityReducer(last, { type: 'next', now: 20 });
    expect(done.status).toBe('complete');
    expect(mindfulActivityReducer(done, { type: 'previous', now: 30 })).toBe(done);
    expect(mindfulActivityReducer(done, { type: 'restart', now: 40 })).toEqual(initialMindfulActivity);
  });
});
