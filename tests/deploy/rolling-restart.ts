import { loadavg } from 'node:os';
import { runRollingRestart, unmetGoals } from './rolling-restart/run';

// npm run rolling-restart [-- --sessions N --rest N --settle-ms N --check]: prints what people saw while both
// instances restarted in turn behind nginx; with --check, exits 1 unless the goal was met.
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

const DEADLINE_MS = 10_000;
console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const figures = await runRollingRestart({
  adminDatabaseUrl: process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  sessions: arg('sessions', 20),
  restCallers: arg('rest', 4),
  settleMs: arg('settle-ms', 1000),
  shutdownDeadlineMs: DEADLINE_MS,
  log: (line) => console.log(line),
});
const resumes = figures.chats.flatMap((c) => c.resumeMs);
const failures = figures.chats.flatMap((c) => c.failures);
console.log(`load average after: ${figures.loadAverage.map((l) => l.toFixed(2)).join(' ')}`);
console.log(`REST: ${figures.rest.requests} requests, not 2xx: ${JSON.stringify(figures.rest.failures)}`);
console.log(`chat: ${figures.chats.length} sessions, ${figures.chats.reduce((n, c) => n + c.sent.length, 0)} messages sent, ${figures.lost} lost, ${figures.doubled} doubled`);
console.log(`resumes: ${resumes.length}, p50 ${percentile(resumes, 50)} ms, p95 ${percentile(resumes, 95)} ms, max ${Math.max(0, ...resumes)} ms`);
console.log(`instances: ${figures.stops.map((s) => `${s.id} exit ${s.exitCode} in ${s.stopMs} ms, back in ${s.backMs} ms`).join('; ')}`);
console.log(`failures seen by people: ${failures.length === 0 ? 'none' : failures.join(' | ')}`);
if (process.argv.includes('--check')) {
  const unmet = unmetGoals(figures, { maxResumeMs: 1000, deadlineMs: DEADLINE_MS });
  console.log(unmet.length === 0 ? 'goal met: 0 REST errors, every resume within 1 s, nothing lost or doubled, every exit 0 within its deadline' : `goal NOT met:\n- ${unmet.join('\n- ')}`);
  process.exitCode = unmet.length === 0 ? 0 : 1;
}
