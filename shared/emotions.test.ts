import { describe, expect, it } from 'vitest';
import { emotionNames, emotions, moodScaleLabel, overallMoodScore } from './emotions';

describe('emotions and the overall mood score', () => {
  // SPEC says 31 but lists 32 names; every listed name is kept.
  it("has every emotion SPEC lists, each named once", () => {
    expect(emotions).toHaveLength(32);
    expect(new Set(emotionNames).size).toBe(32);
  });

  it('is the rounded mean of the chosen scores', () => {
    expect(overallMoodScore(['Happy'])).toBe(5);
    expect(overallMoodScore(['Happy', 'Calm'])).toBe(5); // 4.5 rounds up
    expect(overallMoodScore(['Sad', 'Calm', 'Happy'])).toBe(4); // 3.67
    expect(overallMoodScore(['Sad', 'Wanting'])).toBe(3); // 2.5 rounds up
    expect(overallMoodScore(['Panic', 'Sad'])).toBe(2); // 1.5 rounds up
    expect(overallMoodScore(['Panic', 'Rage', 'Terror'])).toBe(1);
  });

  it('is 3 with no emotion, and ignores names it does not know', () => {
    expect(overallMoodScore([])).toBe(3);
    expect(overallMoodScore(['Bored'])).toBe(3);
    expect(overallMoodScore(['Bored', 'Happy'])).toBe(5);
  });

  it('labels scores on the 1-5 scale, clamped', () => {
    expect([1, 2, 3, 4, 5].map(moodScaleLabel)).toEqual(['Very Sad', 'Sad', 'Neutral', 'Good', 'Great']);
    expect(moodScaleLabel(0)).toBe('Very Sad');
    expect(moodScaleLabel(7)).toBe('Great');
    expect(moodScaleLabel(3.5)).toBe('Good');
  });
});
