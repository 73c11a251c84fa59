/**
 * The load-test harness: `npm run bench -- --help`. Starts the fake AI provider and the server as their
 * own processes, seeds users, drives voice, text and idle sessions over real sockets, benches the REST
 * routes with autocannon, prints one table and writes it as JSON under bench-results/.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuCheckMs } from './cpu-check';
import { DRIVER_CPU, SERVER_CPU, instanceCpus, pinLocalPostgres, pinProcess, pinningUnavailable } from './cpu-pinning';
import { startBalancer, type Balancer } from './round-robin-balancer';
import { startFakeProvider, type FakeProviderProcess } from './fake-provider-process';
import { LatencyFloor } from './latency-floor';
import { carriedSessions, findKnee } from './metrics';
import { parseBenchOptions, UsageError, type BenchOptions } from './options';
import { formatReport } from './report';
import { machine, runToJson, writeReport, type BenchReport } from './report-json';
import { runRestBench } from './rest-bench';
import { runSessions } from './scenario';
import { startServer, type ServerProcess, type ServerSettings } from './server-process';
import { smokeFailures } from './smoke-check';
import { seedBenchUsers } from './users';

const KNEE_MS = 100;
/** What one pinned server core carries: p99 server overhead to the first audio byte under this. */
const CARRIED_P99_MS = 50;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

async function bench(options: BenchOptions): Promise<number> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const runDir = path.resolve(options.outDir, `bench-${stamp}`);
  mkdirSync(runDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solace-bench-'));
  let fake: FakeProviderProcess | null = null;
  let server: ServerProcess | null = null;
  let servers: ServerProcess[] = [];
  let balancer: Balancer | null = null;
  let unpinPostgres: (() => void) | null = null;
  try {
    if (options.instances > 1 && !databaseUrl) throw new Error('--instances needs DATABASE_URL: embedded PGlite belongs to one process');
    if (options.pin && options.instances > 1) {
      const unavailable = pinningUnavailable(options.instances);
      if (unavailable) throw new Error(unavailable);
      log(`pinned: instance i alone on CPU i (0 to ${options.instances - 1}); this harness, the fake provider and Postgres unpinned`);
    } else if (options.pin) {
      const unavailable = pinningUnavailable();
      if (unavailable) throw new Error(unavailable);
      pinProcess(process.pid, DRIVER_CPU);
      if (databaseUrl) unpinPostgres = pinLocalPostgres(DRIVER_CPU);
      log(`pinned: the server on CPU ${SERVER_CPU}; this harness, the fake provider${databaseUrl ? " and this machine's Postgres" : ''} on CPU ${DRIVER_CPU}`);
    }
    const sessionsWanted = Math.max(...options.voice) + options.text + options.idle;
    const settings: Omit<ServerSettings, 'aiBaseUrl'> = {
      databaseUrl,
      dataDir,
      authSecret: randomBytes(48).toString('base64url'),
      logLevel: options.logLevel,
      runDir,
      cpuProf: options.cpuProf,
      cpus: options.pin ? SERVER_CPU : undefined,
    };
    const cpuCheck = cpuCheckMs();
    log(`seeding ${Math.max(1, sessionsWanted)} users in ${databaseUrl ? 'Postgres' : 'PGlite'}`);
    const seeded = await seedBenchUsers({
      databaseUrl,
      dataDir,
      authSecret: settings.authSecret,
      count: Math.max(1, sessionsWanted),
      refreshFamilies: options.restSeconds > 0 ? options.restConnections * 3 : 0,
      runId: `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
    });
    fake = await startFakeProvider(options.latencies, runDir, options.pin ? DRIVER_CPU : undefined);
    const floor = new LatencyFloor(options.latencies);
    const report: BenchReport = {
      date: new Date().toISOString(),
      command: `${databaseUrl ? 'DATABASE_URL=<postgres> ' : ''}npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      machine: machine(cpuCheck),
      database: databaseUrl ? 'postgres' : 'pglite',
      options,
      runs: [],
      rest: [],
      knee: null,
      pinned: !options.pin ? null : options.instances > 1 ? { serverCpu: instanceCpus(options.instances), driverCpu: 'any' } : { serverCpu: SERVER_CPU, driverCpu: DRIVER_CPU },
      instances: options.instances,
      carried: null,
    };

    const plans = options.voice.map((voice) => ({ voice, text: options.text, idle: options.idle })).filter((p) => p.voice + p.text + p.idle > 0);
    for (const [i, plan] of plans.entries()) {
      let origin: string;
      if (options.instances > 1) {
        balancer = await startBalancer();
        const publicUrl = balancer.origin;
        const started = await Promise.allSettled(
          Array.from({ length: options.instances }, (_, n) =>
            startServer({ ...settings, aiBaseUrl: fake?.url ?? '', publicUrl, name: `server-${n + 1}`, cpus: options.pin ? String(n) : undefined }),
          ),
        );
        servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        const failed = started.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        balancer.setTargets(servers.map((s) => s.port));
        server = servers[0] ?? null;
        origin = balancer.origin;
      } else {
        server = await startServer({ ...settings, aiBaseUrl: fake.url });
        origin = server.origin;
      }
      if (!server) throw new Error('no server started');
      // With several instances, the process figures (CPU, memory) are the first instance's; latencies cover all.
      const env = { origin, users: seeded.users, floor, serverPid: server.proc.pid, fakePid: fake.proc.pid };
      const warmup = { voice: Math.min(plan.voice, 8), text: Math.min(plan.text, 4), idle: 0 };
      if (options.warmupS > 0 && warmup.voice + warmup.text > 0) {
        log(`warming up for ${options.warmupS} s (not measured)`);
        await runSessions(warmup, { ...env, options: { ...options, durationS: options.warmupS, rampS: 1 } });
      }
      log(`run ${i + 1}/${plans.length}: ${plan.voice} voice, ${plan.text} text, ${plan.idle} idle for ${options.durationS} s (server pid ${server.proc.pid})`);
      const figures = await runSessions(plan, { ...env, options });
      for (const running of servers.length > 0 ? servers : [server]) {
        if (running.proc.child.exitCode !== null) figures.results.harnessError(`a server exited during the run (code ${running.proc.child.exitCode})`);
      }
      report.runs.push(runToJson(figures));
      await Promise.all((servers.length > 0 ? servers : [server]).map((s) => s.stop()));
      servers = [];
      server = null;
      await balancer?.close();
      balancer = null;
    }
    report.knee = findKnee(
      report.runs.map((r) => ({ sessions: r.plan.voice, p99: r.latencyMs['voice.overhead.firstAudio']?.p99 ?? null })),
      KNEE_MS,
    );

    report.carried = carriedSessions(
      report.runs.map((r) => ({
        sessions: r.plan.voice,
        p99: r.latencyMs['voice.overhead.firstAudio']?.p99 ?? null,
        gapsOverLimit: r.integrity.gapsOverLimit,
        turnsLost: r.turns.started.voice + r.turns.started.text - r.turns.completed.voice - r.turns.completed.text,
      })),
      CARRIED_P99_MS,
    );

    if (options.restSeconds > 0) {
      server = await startServer({ ...settings, aiBaseUrl: fake.url });
      log(`REST: ${options.restConnections} connections, ${options.restSeconds} s per route`);
      report.rest = await runRestBench(server.origin, seeded.users, seeded.refreshTokens, {
        seconds: options.restSeconds,
        connections: options.restConnections,
      });
      await server.stop();
      server = null;
    }
    report.machine.loadAverageEnd1m = loadavg()[0] ?? 0;
    report.machine.cpuCheckEndMs = cpuCheckMs();

    console.log(formatReport(report));
    console.log(`\nJSON: ${writeReport(report, runDir)}`);
    if (!options.smoke) return 0;
    const failures = smokeFailures(report);
    for (const failure of failures) console.error(`smoke failure: ${failure}`);
    console.log(failures.length === 0 ? 'smoke: the harness and the sessions work' : `smoke: ${failures.length} failures`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    unpinPostgres?.();
    await Promise.all(servers.map((s) => s.stop()));
    if (server && !servers.includes(server)) await server.stop();
    await balancer?.close();
    if (fake) await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    const usage = error instanceof UsageError ? error.usage : '';
    const message = error instanceof Error ? error.message : String(error);
    console.error([message, usage].filter(Boolean).join('\n\n'));
    return message === '' ? 0 : 2;
  }
  try {
    return await bench(options);
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

process.exit(await main());
