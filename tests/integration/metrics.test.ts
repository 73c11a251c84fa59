import { describe, expect, it } from 'vitest';
import { countProviderError, metrics, observeStage } from '../../server/src/plugins/metrics';
import { useTestApp } from '../support/app/test-app';

/** The value of one sample line (`name{labels} value`) of a Prometheus text page; undefined when absent. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const t = useTestApp();

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('serves Prometheus text with the process figures and the session series', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE solace_active_sessions gauge');
    expect(res.body).toContain('# TYPE solace_turn_stage_seconds histogram');
    expect(res.body).toContain('# TYPE solace_provider_errors_total counter');
    expect(sample(res.body, 'solace_dropped_frames_total')).toBe(0);
  });

  it('reports what the session server records', async () => {
    const before = (await scrape()).body;
    metrics.activeSessions.inc();
    metrics.activeSessions.inc();
    metrics.activeSessions.dec();
    observeStage('first_audio', 12);
    observeStage('first_audio', 400);
    countProviderError('openai', 'speech');
    metrics.droppedFrames.inc(3);
    const after = (await scrape()).body;

    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('solace_active_sessions')).toBe(1);
    expect(delta('solace_turn_stage_seconds_bucket{le="0.01",stage="first_audio"}')).toBe(0);
    expect(delta('solace_turn_stage_seconds_bucket{le="0.025",stage="first_audio"}')).toBe(1);
    expect(delta('solace_turn_stage_seconds_bucket{le="0.5",stage="first_audio"}')).toBe(2);
    expect(delta('solace_turn_stage_seconds_count{stage="first_audio"}')).toBe(2);
    expect(delta('solace_turn_stage_seconds_sum{stage="first_audio"}')).toBeCloseTo(0.412, 6);
    expect(delta('solace_provider_errors_total{provider="openai",call="speech"}')).toBe(1);
    expect(delta('solace_dropped_frames_total')).toBe(3);
  });

  it('is not part of the public API description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths).not.toHaveProperty('/metrics');
  });
});

describe('GET /metrics with a scrape token', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'scrape-token-1234' } });

  it('answers only the scraper that presents the token', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ error: { code: 'unauthorized', message: 'Please log in to continue.' } });

    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token-1235' } });
    expect(wrong.statusCode).toBe(401);

    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token-1234' } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('solace_active_sessions');
  });
});

describe('GET /metrics without a scrape token', () => {
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('answers a scraper on this machine only', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '::ffff:10.1.2.3']) {
      const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(remote.statusCode, remoteAddress).toBe(401);
      expect(remote.body).not.toContain('solace_');
    }
  });
});
