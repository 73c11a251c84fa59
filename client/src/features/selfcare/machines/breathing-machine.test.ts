import { describe, expect, it } from 'vitest';
import { BREATHING_CYCLE_MS, breathingAt, breathingReducer, breathingScale, initialBreathing } from './breathing-machine';

const startedAt = (now: number) => breathingReducer(initialBreathing, { type: 'start', now });

describe('guided breathing', () => {
  it('prepares for 3 s, then inhales 4 s, holds 4 s and exhales 6 s', () => {
    const state = startedAt(0);
    const at = (ms: number) => {
      const { phase, secondsLeft, cycles } = breathingAt(state, ms);
      return [phase, secondsLeft, cycles];
    };
    expect(at(0)).toEqual(['prepare', 3, 0]);
    expect(at(2_999)).toEqual(['prepare', 1, 0]);
    expect(at(3_000)).toEqual(['inhale', 4, 0]);
    expect(at(6_500)).toEqual(['inhale', 1, 0]);
    expect(at(7_000)).toEqual(['hold', 4, 0]);
    expect(at(11_000)).toEqual(['exhale', 6, 0]);
    expect(at(16_999)).toEqual(['exhale', 1, 0]);
    expect(BREATHING_CYCLE_MS).toBe(14_000);
  });

  it('loops without preparing again and counts each completed cycle', () => {
    const state = startedAt(0);
    expect(breathingAt(state, 17_000)).toMatchObject({ phase: 'inhale', cycles: 1 });
    expect(breathingAt(state, 3_000 + 5 * 14_000 + 8_500)).toMatchObject({ phase: 'exhale', cycles: 5 });
  });

  it('catches up after time in the background: 20 s at once lands in the second inhale with one cycle', () => {
    const state = startedAt(50_000);
    expect(breathingAt(state, 70_000)).toMatchObject({ phase: 'inhale', cycles: 1, secondsLeft: 1, running: true });
  });

  it('holds still while paused and goes on from there when resumed', () => {
    let state = breathingReducer(startedAt(0), { type: 'pause', now: 5_000 });
    expect(breathingAt(state, 99_000)).toMatchObject({ phase: 'inhale', secondsLeft: 2, running: false });
    state = breathingReducer(state, { type: 'start', now: 100_000 });
    expect(breathingAt(state, 102_000)).toMatchObject({ phase: 'hold', secondsLeft: 4, running: true });
  });

  it('returns to Prepare on reset', () => {
    const state = breathingReducer(startedAt(0), { type: 'reset', now: 40_000 });
    expect(breathingAt(state, 45_000)).toMatchObject({ phase: 'prepare', cycles: 0, secondsLeft: 3, running: false });
  });

  it('grows the circle on the inhale, keeps it full on the hold and shrinks it on the exhale', () => {
    expect(breathingScale({ phase: 'prepare', progress: 0.5 })).toBeCloseTo(0.55);
    expect(breathingScale({ phase: 'inhale', progress: 0 })).toBeCloseTo(0.55);
    expect(breathingScale({ phase: 'inhale', progress: 0.5 })).toBeCloseTo(0.775);
    expect(breathingScale({ phase: 'hold', progress: 0.3 })).toBe(1);
    expect(breathingScale({ phase: 'exhale', progress: 1 })).toBeCloseTo(0.55);
  });
});
