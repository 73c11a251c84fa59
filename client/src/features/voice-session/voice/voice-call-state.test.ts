import { describe, expect, it } from 'vitest';
import { VoiceCallState } from './voice-call-state';

describe('VoiceCallState', () => {
  it('walks listening -> hearing -> thinking -> speaking -> listening and times the reply from the speech end', () => {
    const state = new VoiceCallState();
    const seen: string[] = [];
    state.subscribe(() => seen.push(state.snapshot.status));
    state.set({ starting: true });
    state.set({ starting: false, micOn: true });
    state.speechStarted(false);
    state.speechEnded(1_000);
    state.playbackStarted(1, 1_240);
    state.playbackEnded(1, { playedMs: 3_210.4, interrupted: false });
    state.set({ speaking: false });
    expect(seen).toEqual(['starting', 'listening', 'hearing', 'thinking', 'speaking', 'speaking', 'listening']);
    expect(state.snapshot.turns.get(1)).toEqual({ latencyMs: 240, playedMs: 3_210, interrupted: false });
  });

  it('counts a barge-in and does not time a reply to an utterance that was dropped', () => {
    const state = new VoiceCallState();
    state.set({ micOn: true });
    state.speechEnded(500);
    state.turnDropped();
    state.playbackStarted(2, 2_000);
    expect(state.snapshot.turns.get(2)?.latencyMs).toBeNull();
    state.speechStarted(true);
    expect(state.snapshot).toMatchObject({ status: 'hearing', bargeIns: 1, speaking: false });
    state.playbackEnded(2, { playedMs: 800, interrupted: true });
    expect(state.snapshot.turns.get(2)).toEqual({ latencyMs: null, playedMs: 800, interrupted: true });
    state.reset();
    expect(state.snapshot.turns.size).toBe(0);
    expect(state.snapshot.bargeIns).toBe(0);
  });

  it('shows the companion speaking even with the microphone off (the limit apology)', () => {
    const state = new VoiceCallState();
    state.playbackStarted(3, 0);
    expect(state.snapshot.status).toBe('speaking');
    state.set({ speaking: false });
    expect(state.snapshot.status).toBe('off');
  });
});
