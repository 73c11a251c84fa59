import { describe, expect, it } from 'vitest';
import { PlaybackSchedule } from './playback-schedule';

describe('PlaybackSchedule', () => {
  it('places buffers back to back after a short lead', () => {
    const schedule = new PlaybackSchedule(0.05);
    expect(schedule.place('a', 10, 0.02)).toBeCloseTo(10.05);
    expect(schedule.place('a', 10.001, 0.02)).toBeCloseTo(10.07);
    // The next turn follows without a gap.
    expect(schedule.place('b', 10.002, 0.02)).toBeCloseTo(10.09);
  });

  it('restarts after the lead when audio ran out (an underrun)', () => {
    const schedule = new PlaybackSchedule(0.05);
    schedule.place('a', 10, 0.02);
    expect(schedule.place('a', 11, 0.02)).toBeCloseTo(11.05);
    // Only the audio that played counts, not the gap.
    expect(schedule.playedMs('a', 12)).toBe(40);
  });

  it('counts only what has been heard so far', () => {
    const schedule = new PlaybackSchedule(0);
    for (let i = 0; i < 50; i += 1) schedule.place('a', 5, 0.02);
    expect(schedule.playedMs('a', 4)).toBe(0);
    expect(schedule.playedMs('a', 5.5)).toBe(500);
    expect(schedule.playedMs('a', 9)).toBe(1000);
    expect(schedule.playedMs('unknown', 9)).toBe(0);
  });

  it('freezes what a cut turn played and starts the next one fresh', () => {
    const schedule = new PlaybackSchedule(0);
    for (let i = 0; i < 50; i += 1) schedule.place('a', 5, 0.02);
    schedule.cut(5.3);
    expect(schedule.playedMs('a', 9)).toBe(300);
    expect(schedule.place('b', 5.31, 0.02)).toBeCloseTo(5.31);
  });

  it('forgets the oldest turns beyond the ones it remembers', () => {
    const schedule = new PlaybackSchedule(0, 2);
    ['a', 'b', 'c'].forEach((turn) => schedule.place(turn, 0, 0.02));
    expect(schedule.playedMs('a', 1)).toBe(0);
    expect(schedule.playedMs('b', 1)).toBe(20);
    expect(schedule.playedMs('c', 1)).toBe(20);
  });
});
