import { describe, expect, it } from 'vitest';
import { elapsedMs, formatCountdown, isRunning, pauseStopwatch, secondsLeft, startStopwatch, stoppedStopwatch } from './stopwatch';

describe('stopwatch', () => {
  it('counts wall-clock time between timestamps, across pauses', () => {
    let watch = startStopwatch(stoppedStopwatch, 1_000);
    expect(isRunning(watch)).toBe(true);
    expect(elapsedMs(watch, 3_500)).toBe(2_500);
    watch = pauseStopwatch(watch, 4_000);
    expect(isRunning(watch)).toBe(false);
    expect(elapsedMs(watch, 60_000)).toBe(3_000);
    watch = startStopwatch(watch, 100_000);
    expect(elapsedMs(watch, 101_000)).toBe(4_000);
  });

  it('ignores a second start or pause, and never counts backwards', () => {
    const watch = startStopwatch(stoppedStopwatch, 1_000);
    expect(startStopwatch(watch, 9_000)).toBe(watch);
    expect(pauseStopwatch(stoppedStopwatch, 9_000)).toBe(stoppedStopwatch);
    expect(elapsedMs(watch, 500)).toBe(0);
  });

  it('rounds seconds left up and formats them as m:ss', () => {
    expect(secondsLeft(4_000, 0)).toBe(4);
    expect(secondsLeft(4_000, 1)).toBe(4);
    expect(secondsLeft(4_000, 1_000)).toBe(3);
    expect(secondsLeft(4_000, 9_000)).toBe(0);
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(-2)).toBe('0:00');
  });
});
