import type { TranscriptEntry } from '@/session/session-transcript';
import type { VoiceCallSnapshot } from '../voice/voice-call';

/** How a spoken reply went, on its bubble: for tests and the latency measurements. */
export function replyAudio(voice: VoiceCallSnapshot) {
  return (entry: TranscriptEntry) => {
    const turn = entry.role === 'assistant' && entry.turnId !== null ? voice.turns.get(entry.turnId) : undefined;
    if (!turn) return undefined;
    return {
      'data-played-ms': turn.playedMs ?? -1,
      'data-reply-latency-ms': turn.latencyMs ?? -1,
      'data-audio-interrupted': String(turn.interrupted),
    };
  };
}
