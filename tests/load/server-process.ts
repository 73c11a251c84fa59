import path from 'node:path';
import { freePort } from '../support/free-port';
import { spawnTsx, stopProcess, untilReady, type TsxProcess } from './child-process';
import { serverNodeFlags } from './start-command';

export interface ServerSettings {
  /** Postgres URL, or undefined for PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  aiBaseUrl: string;
  logLevel: string;
  runDir: string;
  cpuProf: boolean;
  /** Run only on these CPUs (a taskset list). */
  cpus?: string;
  /** Names its log file (`<name>.log`, default server.log). */
  name?: string;
  /** The address clients use when it is not the server's own (a balancer in front of several). */
  publicUrl?: string;
  /** Open the inspector on a free local port (the fuzzer asks it for a garbage collection before reading the heap). */
  inspect?: boolean;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port>: also the Origin the server allows, unless `publicUrl` named another. */
  origin: string;
  port: number;
  proc: TsxProcess;
  stop: () => Promise<number | null>;
}

const START_TIMEOUT_MS = 120_000;

/** Only what the server needs: nothing from the caller's environment (no real API key) leaks in. */
export function serverEnv(settings: ServerSettings, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // Nobody pays in a load test: test-mode payments, on purpose.
    PAYMENTS_TEST_MODE: 'true',
    MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: settings.publicUrl ?? `http://127.0.0.1:${port}`,
    DATA_DIR: settings.dataDir,
    // Production on Postgres must name its encryption keys; a fixed one, so a restarted server reads what the last one wrote.
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl, ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 7).toString('base64')}` } : {}),
    AUTH_SECRET: settings.authSecret,
    AI_BASE_URL: settings.aiBaseUrl,
    LOG_LEVEL: settings.logLevel,
    CLIENT_DIST: path.join(settings.dataDir, 'no-client'),
    // The harness is one address sending thousands of requests a second (refresh included).
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  };
}

/** The production entry (server/src/server.ts), with `npm start`'s node flags, as its own process on a free local port. */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const proc = spawnTsx('server/src/server.ts', [], {
    env: serverEnv(settings, port),
    logFile: path.join(settings.runDir, `${settings.name ?? 'server'}.log`),
    nodeFlags: [
      ...serverNodeFlags(),
      ...(settings.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', settings.runDir] : []),
      ...(settings.inspect ? ['--inspect=127.0.0.1:0'] : []),
    ],
    cpus: settings.cpus,
  });
  await untilReady(proc, 'The server', healthy(origin, Date.now() + START_TIMEOUT_MS), START_TIMEOUT_MS);
  return { origin, port, proc, stop: () => stopProcess(proc, 30_000) };
}

async function healthy(origin: string, until: number): Promise<void> {
  while (Date.now() < until) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${origin} did not answer /api/health in time`);
}
