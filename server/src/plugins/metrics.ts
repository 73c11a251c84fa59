import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isLocalRequest } from '../lib/loopback';
import { AppError } from './error-handler';

/** What a turn's latency is measured to, from `input_audio.commit` (voice) or `text.send` (text). */
export const turnStages = ['transcript', 'first_text', 'first_audio', 'reply_done'] as const;
export type TurnStage = (typeof turnStages)[number];

export type ProviderCallName = 'transcribe' | 'reply' | 'speech' | 'moderation' | 'completion';

/**
 * One registry per process: the session server updates these from anywhere, and `/metrics` reads them.
 * Process metrics (CPU, RSS, heap, event-loop lag, handles) come from prom-client's defaults.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const metrics = {
  /** Open voice and text sessions on this instance. */
  activeSessions: new Gauge({ name: 'solace_active_sessions', help: 'Open realtime sessions.', registers }),
  turnStageSeconds: new Histogram({
    name: 'solace_turn_stage_seconds',
    help: 'Time from the end of the user turn to each stage of the reply.',
    labelNames: ['stage'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers,
  }),
  providerErrors: new Counter({
    name: 'solace_provider_errors_total',
    help: 'AI provider calls that failed (timeouts included), by provider and call.',
    labelNames: ['provider', 'call'] as const,
    registers,
  }),
  /** Audio frames not delivered: a full socket backlog, a closed socket, an undecodable packet. */
  droppedFrames: new Counter({ name: 'solace_dropped_frames_total', help: 'Audio frames dropped.', registers }),
};

/** Records how long after the user's turn ended a reply stage was reached. */
export function observeStage(stage: TurnStage, ms: number): void {
  metrics.turnStageSeconds.observe({ stage }, ms / 1000);
}

export function countProviderError(provider: string, call: ProviderCallName): void {
  metrics.providerErrors.inc({ provider, call });
}

/**
 * `GET /metrics` in Prometheus text format. With a token configured, only a scraper presenting it
 * (`Authorization: Bearer <token>`) is answered; without one, only a caller on this machine.
 */
export async function metricsPlugin(app: FastifyInstance, opts: { token: string | undefined }): Promise<void> {
  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = expected ? sameSecret(request.headers.authorization, expected) : isLocalRequest(request);
    if (!allowed) {
      throw new AppError('unauthorized', 401, { key: 'errors.unauthorized' });
    }
    const text = await metricsRegistry.metrics();
    return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
  });
}

function sameSecret(given: string | undefined, expected: Buffer): boolean {
  if (!given) return false;
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}
