/**
 * Voice-to-voice latency from what a page recorded (all on its `performance.now()` clock): when the
 * microphone signal itself fell silent and started again (energy on the raw input, not the voice
 * detector), when the client committed each turn, and when reply audio started playing.
 */
export interface VoiceProbeRecord {
  /** The end of the last loud block before the signal stayed quiet. */
  silences: number[];
  /** The first loud block after quiet. */
  speeches: number[];
  /** `input_audio.commit` sent. */
  commits: number[];
  /** Reply audio scheduled to play (the time it plays, not the call). */
  audioStarts: number[];
}

export interface VoiceTurn {
  /** Signal silent -> reply audio playing: what the person waits. */
  voiceToVoiceMs: number;
  /** Signal silent -> turn committed: the end-of-turn wait. */
  endOfTurnMs: number;
  /** Committed -> reply audio playing: the server and the providers. */
  replyMs: number;
}

export interface VoiceTurnSummary {
  commits: number;
  /** Commits made inside a pause: the person spoke again within `resumeWithinMs`. */
  cutOffs: number;
  turns: VoiceTurn[];
}

/** Speech resuming this soon after a commit means the turn was committed inside a pause. */
export const RESUME_WITHIN_MS = 2000;

const lastAtOrBefore = (times: number[], t: number) => times.filter((x) => x <= t).at(-1);
const firstAfter = (times: number[], t: number) => times.find((x) => x > t);

export function voiceTurns(record: VoiceProbeRecord, resumeWithinMs = RESUME_WITHIN_MS): VoiceTurnSummary {
  const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
  const silences = sorted(record.silences);
  const speeches = sorted(record.speeches);
  const audioStarts = sorted(record.audioStarts);
  const turns: VoiceTurn[] = [];
  let cutOffs = 0;
  for (const commit of sorted(record.commits)) {
    const nextSpeech = firstAfter(speeches, commit);
    if (nextSpeech !== undefined && nextSpeech - commit < resumeWithinMs) {
      cutOffs++;
      continue;
    }
    const silentAt = lastAtOrBefore(silences, commit);
    const playedAt = firstAfter(audioStarts, commit);
    // A turn whose reply never played before the person spoke again is not a measured turn.
    if (silentAt === undefined || playedAt === undefined || (nextSpeech !== undefined && playedAt > nextSpeech)) continue;
    // The voice detector committed on silence the energy probe did not see: not this turn's silence.
    if ((lastAtOrBefore(speeches, commit) ?? -Infinity) > silentAt) continue;
    turns.push({ voiceToVoiceMs: playedAt - silentAt, endOfTurnMs: commit - silentAt, replyMs: playedAt - commit });
  }
  return { commits: record.commits.length, cutOffs, turns };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}
