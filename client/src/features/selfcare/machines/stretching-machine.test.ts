import { describe, expect, it } from 'vitest';
import selfcare from '@shared/i18n/locales/en/selfcare.json';
import { stretches } from '../content/stretches';
import { initialStretching, STRETCH_COUNT, stretchingAt, stretchingReducer, type StretchingAction, type StretchingState } from './stretching-machine';

const run = (...actions: StretchingAction[]): StretchingState => actions.reduce(stretchingReducer, initialStretching);

describe('timed stretching', () => {
  it('has five stretches, in the order SPEC names them', () => {
    expect(STRETCH_COUNT).toBe(5);
    expect(stretches.map((id) => selfcare.stretching.stretches[id].name)).toEqual(['Neck Rolls', 'Shoulder Stretches', 'Wrist Flexion/Extension', 'Side Bends', 'Deep Breathing']);
  });

  it('waits to be started, then moves on by itself every 30 s and finishes after the fifth', () => {
    expect(stretchingAt(initialStretching, 10_000)).toMatchObject({ index: 0, secondsLeft: 30, started: false, running: false });
    const state = run({ type: 'start', now: 0 });
    expect(stretchingAt(state, 29_999)).toMatchObject({ index: 0, secondsLeft: 1 });
    expect(stretchingAt(state, 30_000)).toMatchObject({ index: 1, secondsLeft: 30 });
    expect(stretchingAt(state, 145_000)).toMatchObject({ index: 4, secondsLeft: 5, finished: false });
    expect(stretchingAt(state, 150_000)).toMatchObject({ index: 5, finished: true, running: false });
  });

  it('catches up after time in the background', () => {
    const state = run({ type: 'start', now: 1_000 });
    expect(stretchingAt(state, 1_000 + 95_000)).toMatchObject({ index: 3, secondsLeft: 25, running: true });
    expect(stretchingAt(state, 1_000 + 600_000)).toMatchObject({ finished: true });
  });

  it('skips to the start of the next stretch, running or paused', () => {
    let state = run({ type: 'start', now: 0 }, { type: 'skip', now: 10_000 });
    expect(stretchingAt(state, 10_000)).toMatchObject({ index: 1, secondsLeft: 30, running: true });
    expect(stretchingAt(state, 25_000)).toMatchObject({ index: 1, secondsLeft: 15 });
    state = run({ type: 'skip', now: 0 });
    expect(stretchingAt(state, 5_000)).toMatchObject({ index: 1, secondsLeft: 30, running: false, started: true });
  });

  it('finishes when the last stretch is skipped, and ignores Start and Skip after that', () => {
    const skips = Array.from({ length: 5 }, (_, i): StretchingAction => ({ type: 'skip', now: i }));
    const state = run({ type: 'start', now: 0 }, ...skips);
    expect(stretchingAt(state, 10)).toMatchObject({ finished: true, running: false });
    expect(stretchingReducer(state, { type: 'skip', now: 20 })).toBe(state);
    expect(stretchingReducer(state, { type: 'start', now: 20 })).toBe(state);
  });

  it('pauses and resumes where it was', () => {
    const state = run({ type: 'start', now: 0 }, { type: 'pause', now: 40_000 }, { type: 'start', now: 500_000 });
    expect(stretchingAt(state, 500_000)).toMatchObject({ index: 1, secondsLeft: 20, running: true });
    expect(stretchingAt(run({ type: 'start', now: 0 }, { type: 'pause', now: 40_000 }), 900_000)).toMatchObject({ index: 1, running: false });
  });

  it('resets to the first stretch, not started', () => {
    const state = run({ type: 'start', now: 0 }, { type: 'skip', now: 1_000 }, { type: 'reset', now: 2_000 });
    expect(stretchingAt(state, 50_000)).toMatchObject({ index: 0, secondsLeft: 30, started: false, running: false });
  });
});
