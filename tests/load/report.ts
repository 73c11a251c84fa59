import type { Distribution } from './metrics';
import type { BenchReport, RunJson } from './report-json';
import type { SampleName } from './run-results';

const rows: [SampleName, string][] = [
  ['voice.transcript', 'voice  commit -> transcript'],
  ['voice.firstText', 'voice  commit -> first reply text'],
  ['voice.firstAudio', 'voice  commit -> first audio byte'],
  ['voice.overhead.transcript', 'voice  server overhead, transcript'],
  ['voice.overhead.firstAudio', 'voice  server overhead, first audio'],
  ['voice.gapMax', 'voice  longest audio gap per turn'],
  ['voice.done', 'voice  commit -> response.done'],
  ['text.transcript', 'text   send -> message saved'],
  ['text.firstToken', 'text   send -> first token'],
  ['text.overhead.firstToken', 'text   server overhead, first token'],
  ['text.done', 'text   send -> response.done'],
  ['session.ready', 'connect -> session.ready'],
];

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-').padStart(8);
const mb = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024 ** 2).toFixed(0)} MB`);
const opt = (v: number | null) => (v === null ? '-' : v.toFixed(1));
const pct = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)}%` : '-');

function row(label: string, d: Distribution | undefined): string {
  if (!d) return '';
  return `${label.padEnd(38)}${ms(d.p50)}${ms(d.p95)}${ms(d.p99)}${ms(d.max)}${String(d.count).padStart(8)}`;
}

function entries(record: Record<string, number>): string {
  const list = Object.entries(record).map(([k, v]) => `${k} ${v}`);
  return list.length ? list.join(', ') : 'none';
}

function perTurn(run: RunJson): string {
  const turns = run.turns.completed.voice + run.turns.completed.text;
  return turns > 0 ? ((1000 * run.server.cpuSeconds) / turns).toFixed(0) : '-';
}

/** One run as a table and a few lines of totals. */
export function formatRun(run: RunJson): string {
  const { plan, turns, integrity: i, server } = run;
  const lines = [
    `${plan.voice} voice, ${plan.text} text, ${plan.idle} idle sessions over ${run.windowS.toFixed(0)} s (load average ${run.loadAverage1m.toFixed(1)})`,
    `${'milliseconds'.padEnd(38)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}${'count'.padStart(8)}`,
    ...rows.map(([name, label]) => row(label, run.latencyMs[name])).filter(Boolean),
    `turns: voice ${turns.completed.voice}/${turns.started.voice}, text ${turns.completed.text}/${turns.started.text} completed; failed: ${entries(turns.failures)}`,
    `lost/duplicated: events ${i.eventsLost}/${i.eventsDuplicated}, audio frames ${i.audioFramesLost}/${i.audioFramesDuplicated} of ${i.audioFrames}, ` +
      `reply text mismatches ${i.textMismatches}, invalid frames ${i.protocolViolations}, audio gaps > 40 ms ${i.gapsOverLimit}`,
    `sessions: ${run.sessions.ready} ready, ${run.sessions.failed} refused, ${run.sessions.ended} ended cleanly; error events: ${entries(run.errorEvents)}`,
    `server: CPU ${pct(server.cpuPercentMean)} mean (${pct(server.cpuPercentMax)} peak second), RSS ${mb(server.rssBaselineBytes)} -> ${mb(server.rssLoadedBytes)}, ` +
      `${server.rssPerSessionBytes === null ? '-' : `${(server.rssPerSessionBytes / 1024).toFixed(0)} KB`} per session (${server.sessionsHeld} held)`,
    `server CPU per completed turn: ${perTurn(run)} ms (a turn with its share of idle time, session starts and ends)`,
    ...(server.threads
      ? [
          `server CPU by thread: main ${pct(server.threads.mainPercent)}, busiest other ${pct(server.threads.busiestOtherPercent)} ` +
            `(the provider thread, when it has work), the rest ${pct(server.threads.restPercent)}`,
        ]
      : []),
    `server event loop: lag p99 ${opt(server.metrics.eventLoopLagP99Ms)} ms, max ${opt(server.metrics.eventLoopLagMaxMs)} ms; ` +
      `its main thread waited for a CPU ${pct(server.runQueueWaitPercent)} of the time`,
    `fake provider CPU ${pct(run.fakeProvider.cpuPercentMean)}; harness CPU ${pct(run.harness.cpuPercentMean)}, ` +
      `its event-loop delay p99 ${run.harness.loopDelayP99Ms.toFixed(1)} ms, max ${run.harness.loopDelayMaxMs.toFixed(1)} ms`,
    ...run.harnessErrors.slice(0, 5).map((e) => `harness: ${e}`),
  ];
  return lines.join('\n');
}

export function formatRest(report: BenchReport): string {
  if (report.rest.length === 0) return '';
  const head = `${'REST (autocannon)'.padEnd(28)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50'.padStart(8)}${'p90'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}${'non2xx'.padStart(8)}${'errors'.padStart(8)}`;
  const lines = report.rest.map(
    (r) =>
      `${r.route.padEnd(28)}${String(r.connections).padStart(6)}${r.requestsPerSecond.toFixed(0).padStart(9)}${ms(r.latencyMs.p50)}${ms(r.latencyMs.p90)}` +
      `${ms(r.latencyMs.p99)}${ms(r.latencyMs.max)}${String(r.non2xx).padStart(8)}${String(r.errors + r.timeouts).padStart(8)}`,
  );
  return [head, ...lines].join('\n');
}

/** With `--pin`: what one server core carried, and its CPU per turn of each kind. */
function formatPinned(report: BenchReport): string {
  if (!report.pinned) return '';
  const perKind = report.runs.map((run) => `${run.plan.voice} voice + ${run.plan.text} text: ${perTurn(run)} ms CPU per turn`).join('; ');
  if (!report.runs.some((run) => run.plan.voice > 0)) return `one server core: ${perKind}`;
  const carried = report.carried === null ? 'none of these runs' : `${report.carried} voice sessions`;
  if (report.instances > 1) {
    // The process figures are the first instance's: its CPU per turn of all the instances' turns would be too low.
    return `${report.instances} instances, one core each (CPUs ${report.pinned.serverCpu}), carried ${carried} with p99 overhead to first audio < 50 ms, no audio gap > 40 ms and no turn lost; the harness, the fake provider and Postgres shared those cores`;
  }
  return `one server core carried ${carried} with p99 overhead to first audio < 50 ms, no audio gap > 40 ms and no turn lost (${perKind})`;
}

export function formatReport(report: BenchReport): string {
  const m = report.machine;
  const l = report.options.latencies;
  const header = [
    `Solace load test, ${report.date}`,
    `machine: ${m.cores} x ${m.cpu}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}, load average ${m.loadAverageStart1m.toFixed(1)} at the start, ${m.loadAverageEnd1m.toFixed(1)} at the end`,
    `CPU check: ${m.cpuCheckStartMs} ms at the start, ${m.cpuCheckEndMs} ms at the end, for a fixed piece of work (lower is faster; compare only runs with similar checks)`,
    `database: ${report.database}; provider: transcription ${l.sttMs} ms, moderation ${l.moderationMs} ms, first token ${l.firstTokenMs} ms, ` +
      `${l.tokensPerSecond} tokens/s, speech first byte ${l.ttsFirstByteMs} ms, ${l.ttsBytesPerSecond} B/s`,
    `command: ${report.command}`,
    ...(report.instances > 1 ? [`instances: ${report.instances} server processes on one Postgres behind a round-robin balancer in the harness`] : []),
    ...(report.pinned && report.instances > 1 ? [`pinned: instance i alone on CPU i (${report.pinned.serverCpu}); the harness, the fake provider and Postgres unpinned`] : []),
    ...(report.pinned && report.instances === 1 ? [`pinned: the server alone on CPU ${report.pinned.serverCpu}; the harness, the fake provider and a local Postgres on CPU ${report.pinned.driverCpu}`] : []),
  ].join('\n');
  const knee = report.runs.length > 1 ? `knee (p99 overhead to first audio > 100 ms): ${report.knee === null ? 'not reached' : `${report.knee} voice sessions`}` : '';
  return [header, ...report.runs.map(formatRun), formatRest(report), knee, formatPinned(report)].filter(Boolean).join('\n\n');
}
