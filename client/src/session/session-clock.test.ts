import { describe, expect, it } from 'vitest';
import { formatClock, voiceSecondsLeft } from './session-clock';

describe('formatClock', () => {
  it('reads mm:ss, and h:mm:ss past an hour', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(3_725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('voiceSecondsLeft', () => {
  const time = { voiceSecondsUsed: 880, dailyRemainingSeconds: 20, sessionRemainingSeconds: 600, receivedAt: 10_000 };

  it('counts down from the last usage event while voice runs, never below zero', () => {
    expect(voiceSecondsLeft(time, true, 10_000)).toBe(20);
    expect(voiceSecondsLeft(time, true, 14_500)).toBe(16);
    expect(voiceSecondsLeft(time, true, 60_000)).toBe(0);
  });

  it('holds still in text mode, and uses the session cap on an unlimited plan', () => {
    expect(voiceSecondsLeft(time, false, 60_000)).toBe(20);
    expect(voiceSecondsLeft({ ...time, dailyRemainingSeconds: null }, true, 12_000)).toBe(598);
  });
});
