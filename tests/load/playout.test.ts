import { describe, expect, it } from 'vitest';
import { PlayoutTrack } from './playout';

describe('PlayoutTrack', () => {
  it('hears no gap while frames arrive ahead of playback', () => {
    const track = new PlayoutTrack(40);
    // A 100 ms burst, then one frame every 20 ms: the buffer never runs dry.
    for (let i = 0; i < 5; i++) track.frame(0, i, 20);
    for (let i = 5; i < 50; i++) track.frame((i - 4) * 20, i, 20);
    expect(track.maxGapMs).toBe(0);
    expect(track.gapsOver).toBe(0);
    expect(track.firstArrivalMs).toBe(0);
    expect(track.frames).toBe(50);
  });

  it('measures the silence when a frame comes after the buffer ran out', () => {
    const track = new PlayoutTrack(40);
    track.frame(1000, 0, 20); // plays 1000-1020
    track.frame(1010, 1, 20); // queued: plays 1020-1040
    track.frame(1070, 2, 20); // 30 ms of silence
    track.frame(1150, 3, 20); // 60 ms of silence
    expect(track.maxGapMs).toBe(60);
    expect(track.gapsOver).toBe(1);
  });

  it('counts lost and repeated frames by sequence number', () => {
    const track = new PlayoutTrack(40);
    track.frame(0, 0, 20);
    track.frame(0, 1, 20);
    track.frame(0, 4, 20);
    track.frame(0, 4, 20);
    track.frame(0, 2, 20);
    expect(track.lost).toBe(2);
    expect(track.duplicated).toBe(2);
  });
});
