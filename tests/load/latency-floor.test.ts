import { describe, expect, it } from 'vitest';
import { LatencyFloor } from './latency-floor';

const openAiLike = { sttMs: 300, firstTokenMs: 300, tokensPerSecond: 80, ttsFirstByteMs: 200, ttsBytesPerSecond: 16_000, moderationMs: 0 };

describe('LatencyFloor', () => {
  it('adds transcription, moderation, the first sentence and the first speech packet', () => {
    const fast = new LatencyFloor({ ...openAiLike, ttsBytesPerSecond: 10_000_000 });
    // 300 + 300 + two more tokens at 80/s + 200: the whole speech file arrives in the first step.
    expect(fast.firstAudio('I hear you.')).toBe(825);
    expect(fast.firstAudio('You said nine words about how you feel today.')).toBeCloseTo(300 + 300 + 8 * 12.5 + 200, 6);
    expect(new LatencyFloor({ ...openAiLike, moderationMs: 40, ttsBytesPerSecond: 10_000_000 }).firstAudio('I hear you.')).toBe(865);
  });

  it('waits for the first whole Ogg page when speech trickles in', () => {
    const slow = new LatencyFloor(openAiLike).firstAudio('I hear you.');
    expect(slow).toBeGreaterThan(825);
    expect((slow - 825) % 20).toBe(0);
    expect(new LatencyFloor({ ...openAiLike, ttsBytesPerSecond: 2_000 }).firstAudio('I hear you.')).toBeGreaterThan(slow);
  });

  it('sets the text and transcript floors', () => {
    const floor = new LatencyFloor({ ...openAiLike, moderationMs: 25 });
    expect(floor.transcript()).toBe(300);
    expect(floor.firstToken()).toBe(325);
  });
});
