import { performance } from 'node:perf_hooks';
import { observeStage, type TurnStage } from '../../plugins/metrics';

/**
 * How long after the user's turn ended (`input_audio.commit`, `text.send`) each stage of the reply
 * was first reached, recorded once per stage in the `/metrics` histograms. Real time, not the server
 * clock: these are operational figures.
 */
export class TurnTimings {
  private startedAt = performance.now();
  private readonly seen = new Set<TurnStage>();

  /** A tentative turn's stages count from its commit, as any other turn's do. */
  restart(): void {
    this.startedAt = performance.now();
  }

  reached(stage: TurnStage): void {
    if (this.seen.has(stage)) return;
    this.seen.add(stage);
    observeStage(stage, performance.now() - this.startedAt);
  }
}
