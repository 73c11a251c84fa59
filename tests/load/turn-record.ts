import type { LatencyFloor } from './latency-floor';
import type { RunResults } from './run-results';
import type { TurnOutcome, TurnProbe } from './turn-probe';

/**
 * Adds one finished turn to the run: its stage latencies, the server's overhead over what the providers
 * took, and anything lost or repeated on the way. Only a whole reply counts as a completed turn.
 */
export function recordTurn(probe: TurnProbe, outcome: TurnOutcome, results: RunResults, floor: LatencyFloor): void {
  const track = probe.playout;
  results.audioFrames += track.frames;
  results.audioFramesLost += track.lost;
  results.audioFramesDuplicated += track.duplicated;
  results.gapsOverLimit += track.gapsOver;
  if (probe.transcripts > 1) results.eventsDuplicated += probe.transcripts - 1;
  if (outcome.kind === 'failed') return results.failTurn(outcome.reason);
  if (probe.transcriptAt === null || probe.firstTextAt === null) return results.failTurn('incomplete');
  if (probe.deltas !== outcome.text) results.textMismatches++;

  const since = (at: number) => at - probe.endedAt;
  if (probe.kind === 'text') {
    results.samples.add('text.transcript', since(probe.transcriptAt));
    results.samples.add('text.firstToken', since(probe.firstTextAt));
    results.samples.add('text.overhead.firstToken', since(probe.firstTextAt) - floor.firstToken());
    results.samples.add('text.done', since(outcome.at));
    results.turnsCompleted.text++;
    return;
  }
  if (track.firstArrivalMs === null || probe.firstSentence === null) return results.failTurn('no_audio');
  results.samples.add('voice.transcript', since(probe.transcriptAt));
  results.samples.add('voice.overhead.transcript', since(probe.transcriptAt) - floor.transcript());
  results.samples.add('voice.firstText', since(probe.firstTextAt));
  results.samples.add('voice.firstAudio', since(track.firstArrivalMs));
  results.samples.add('voice.overhead.firstAudio', since(track.firstArrivalMs) - floor.firstAudio(probe.firstSentence));
  results.samples.add('voice.gapMax', track.maxGapMs);
  results.samples.add('voice.done', since(outcome.at));
  results.turnsCompleted.voice++;
}
