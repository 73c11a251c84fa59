import type { BenchReport, RunJson } from './report-json';

/**
 * Why a smoke run failed: turns that did not complete, anything lost or repeated, refused sessions,
 * error events, REST failures, or the harness breaking. Latency figures never fail it.
 */
export function smokeFailures(report: BenchReport): string[] {
  const failures = report.runs.flatMap(runFailures);
  if (report.runs.length === 0) failures.push('no session run took place');
  for (const r of report.rest) {
    if (r.requests === 0) failures.push(`${r.route}: no request completed`);
    if (r.non2xx > 0) failures.push(`${r.route}: ${r.non2xx} answers were not 2xx`);
    if (r.errors + r.timeouts > 0) failures.push(`${r.route}: ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return failures;
}

function runFailures(run: RunJson): string[] {
  const failures: string[] = [];
  const { plan, turns, integrity, sessions } = run;
  if (plan.voice > 0 && turns.completed.voice === 0) failures.push('no voice turn completed');
  if (plan.text > 0 && turns.completed.text === 0) failures.push('no text turn completed');
  for (const [reason, count] of Object.entries(turns.failures)) failures.push(`${count} turns failed: ${reason}`);
  const counts: [keyof typeof integrity, string][] = [
    ['eventsLost', 'session events lost'],
    ['eventsDuplicated', 'session events duplicated'],
    ['audioFramesLost', 'audio frames lost'],
    ['audioFramesDuplicated', 'audio frames duplicated'],
    ['textMismatches', 'replies whose saved text differs from what was streamed'],
    ['protocolViolations', 'frames outside the protocol'],
  ];
  for (const [key, what] of counts) if (integrity[key] > 0) failures.push(`${integrity[key]} ${what}`);
  if (sessions.failed > 0) failures.push(`${sessions.failed} sessions could not start`);
  if (sessions.ended < sessions.ready) failures.push(`${sessions.ready - sessions.ended} sessions did not end cleanly`);
  for (const [code, count] of Object.entries(run.errorEvents)) failures.push(`${count} error events: ${code}`);
  for (const error of run.harnessErrors) failures.push(`harness: ${error}`);
  return failures;
}
