import { performance } from 'node:perf_hooks';
import { observeStage, type TurnStage } from '../../plugins/metrics';

/**
 * How long after the user's turn ended (`input_audio.commit`, `text.send`) each stage of the reply
 * was first reached, recorded once per stage in the `/metrics` histograms. Real time, not the server
 * clock: these are operational figures.
 */
export class TurnTimings {
  private readonly startedAt = performance.now();
  private readonly seen = new Set<TurnStage>();

  reached(stage: TurnStage): void {
    if (this.seen.has(stage)) return;
    this.seen.add(stage);
    observeStage(stage, performance.now() - this.startedAt);
  }
}
