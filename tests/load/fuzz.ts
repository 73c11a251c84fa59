/**
 * The fuzzers: `npm run fuzz` (10,000 socket frames and 3,000 REST requests) or `npm run fuzz -- --smoke`
 * (a short run, in CI). Starts the fake AI provider and the production server as their own processes,
 * throws random and broken frames over many sockets and schema-driven requests at every documented
 * route, while a canary session chats, then checks: the server is up, no 5xx and no internal error,
 * every event it sent parses, the canary was answered, and the heap held after a full collection came
 * back to within 10 % of its baseline once the sockets were gone. Exits 1 otherwise.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCanary } from './fuzz/canary';
import { collectGarbage, inspectorUrl } from './fuzz/heap';
import { fuzzRest } from './fuzz/rest-fuzz';
import { fuzzSockets } from './fuzz/socket-fuzz';
import { startFakeProvider } from './fake-provider-process';
import { defaultLatencies } from '../support/fakes/openai/fake-openai';
import { scrapeServer } from './server-metrics';
import { startServer, type ServerProcess } from './server-process';
import { seedBenchUsers } from './users';

const log = (line: string) => process.stderr.write(`[fuzz] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number`);
  return value;
}

/** Heap in use right after a full garbage collection: what the server really holds. */
async function heldHeap(origin: string, inspector: string): Promise<number> {
  await collectGarbage(inspector);
  const { heapUsedBytes } = await scrapeServer(origin);
  if (heapUsedBytes === null) throw new Error('The server did not report its heap');
  return heapUsedBytes;
}

async function main(): Promise<number> {
  const smoke = process.argv.includes('--smoke');
  const frames = option('frames', smoke ? 2000 : 10_000);
  const requests = option('requests', smoke ? 600 : 3000);
  const sockets = option('sockets', smoke ? 10 : 40);
  const seed = option('seed', Date.now() % 100_000);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solace-fuzz-'));
  const runDir = path.resolve('bench-results', `fuzz-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(runDir, { recursive: true });
  const authSecret = randomBytes(48).toString('base64url');
  log(`seed ${seed}; ${frames} frames over ${sockets} sockets, ${requests} requests; ${databaseUrl ? 'Postgres' : 'PGlite'}; load average ${loadavg()[0]?.toFixed(2)}`);
  const { users } = await seedBenchUsers({ databaseUrl, dataDir, authSecret, count: sockets + 2, refreshFamilies: 0, runId: `fuzz${seed}${randomBytes(2).toString('hex')}` });
  const fake = await startFakeProvider({ ...defaultLatencies, firstTokenMs: 50, tokensPerSecond: 200 }, runDir);
  let server: ServerProcess | null = null;
  try {
    server = await startServer({ databaseUrl, dataDir, authSecret, aiBaseUrl: fake.url, logLevel: 'warn', runDir, cpuProf: false, inspect: true });
    const inspector = inspectorUrl(path.join(runDir, 'server.log'));
    const [canaryUser, restUser, ...socketUsers] = users;
    if (!canaryUser || !restUser) throw new Error('seeding made too few users');
    const canary = await startCanary(server.origin, canaryUser.accessToken, 3500);
    await canary.firstTurn;
    const baselineHeap = await heldHeap(server.origin, inspector);
    const started = Date.now();
    const [socketResult, restResult] = await Promise.all([
      fuzzSockets({ origin: server.origin, tokens: socketUsers.map((u) => u.accessToken), frames, seed, paceMs: 2 }),
      fuzzRest({ origin: server.origin, accessToken: restUser.accessToken, requests, seed, concurrency: 4 }),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const canaryResult = await canary.stop();
    // The fuzzed sockets' sessions wait out their 60 s resume window; the heap is read after it.
    log('waiting out the resume window of the fuzzed sessions (65 s)');
    await sleep(65_000);
    const afterHeap = await heldHeap(server.origin, inspector);
    const health = await fetch(`${server.origin}/api/health`).then((r) => r.status, () => 0);
    const alive = server.proc.child.exitCode === null && health === 200;
    const { activeSessions } = await scrapeServer(server.origin);
    const heapGrowth = afterHeap / baselineHeap - 1;
    const report = {
      seed,
      seconds,
      loadAverage: loadavg()[0],
      database: databaseUrl ? 'postgres' : 'pglite',
      sockets: socketResult,
      rest: restResult,
      canary: canaryResult,
      server: { alive, health, activeSessionsAfter: activeSessions },
      heap: { baselineMb: baselineHeap / 2 ** 20, afterMb: afterHeap / 2 ** 20, growth: heapGrowth },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const problems = [
      !alive && 'the server is down',
      restResult.failureCount > 0 && `${restResult.failureCount} REST requests got a 5xx or no answer`,
      socketResult.internalErrors > 0 && `${socketResult.internalErrors} internal errors on the sockets`,
      socketResult.invalidEvents > 0 && `${socketResult.invalidEvents} events that do not parse`,
      socketResult.refusedConnections > 0 && `${socketResult.refusedConnections} sockets refused`,
      canaryResult.failed > 0 && `${canaryResult.failed} of ${canaryResult.turns} canary turns unanswered`,
      heapGrowth > 0.1 && `heap ${(heapGrowth * 100).toFixed(1)} % above its baseline`,
      activeSessions !== null && activeSessions > 0 && `${activeSessions} sessions still live`,
    ].filter(Boolean);
    log(
      `${socketResult.frames} frames, ${restResult.requests} requests in ${seconds.toFixed(1)} s; 5xx ${restResult.failureCount}; internal errors ${socketResult.internalErrors}; canary ${canaryResult.turns - canaryResult.failed}/${canaryResult.turns}; heap ${(baselineHeap / 2 ** 20).toFixed(1)} -> ${(afterHeap / 2 ** 20).toFixed(1)} MB`,
    );
    for (const problem of problems) log(`FAIL: ${problem}`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await server?.stop();
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
