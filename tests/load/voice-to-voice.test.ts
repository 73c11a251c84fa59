import { describe, expect, it } from 'vitest';
import { percentile, voiceTurns } from './voice-to-voice';

describe('voiceTurns', () => {
  it('times each turn from the signal falling silent to the reply playing', () => {
    const summary = voiceTurns({
      speeches: [1000, 20_000],
      silences: [4000, 23_000],
      commits: [4650, 23_600],
      audioStarts: [5200, 5260, 24_000],
    });
    expect(summary).toEqual({
      commits: 2,
      cutOffs: 0,
      turns: [
        { voiceToVoiceMs: 1200, endOfTurnMs: 650, replyMs: 550 },
        { voiceToVoiceMs: 1000, endOfTurnMs: 600, replyMs: 400 },
      ],
    });
  });

  it('counts a commit the person spoke after within the pause window as a cut-off, and does not time it', () => {
    const summary = voiceTurns({
      // "I have been feeling..." (700 ms pause) "really tired lately"
      speeches: [1000, 2700],
      silences: [2000, 4000],
      commits: [2620, 4600],
      audioStarts: [2900, 5400],
    });
    expect(summary.cutOffs).toBe(1);
    expect(summary.turns).toEqual([{ voiceToVoiceMs: 1400, endOfTurnMs: 600, replyMs: 800 }]);
  });

  it('skips a turn whose reply never played before the person spoke again', () => {
    const summary = voiceTurns({ speeches: [0, 9000], silences: [3000, 12_000], commits: [3600], audioStarts: [9500] });
    expect(summary).toEqual({ commits: 1, cutOffs: 0, turns: [] });
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
