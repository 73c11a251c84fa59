import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnTsx, stopProcess, untilReady, type TsxProcess } from '../../load/child-process';
import { freePort } from '../free-port';

/** One production server process of a group sharing a database, Redis and secrets, as behind a load balancer. */
export interface ServerInstance {
  id: string;
  /** http://127.0.0.1:<port> */
  url: string;
  wsUrl: string;
  logFile: string;
  proc: TsxProcess;
  stop(): Promise<number | null>;
}

export interface InstanceGroupSettings {
  databaseUrl: string;
  /** The address people use (the load balancer's): every instance's PUBLIC_URL and the Origin browsers send. */
  publicUrl: string;
  authSecret: string;
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 120_000;

/** The group's key for encryption at rest (a test reads what the instances wrote with it). */
export const GROUP_ENCRYPTION_KEYS = `group:${Buffer.alloc(32, 9).toString('base64')}`;

/** Environment common to the group: the same database, keys, Redis (its own key prefix per group) and public address. */
export function groupEnv(settings: InstanceGroupSettings): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // Nobody pays in these tests: test-mode payments, on purpose.
    PAYMENTS_TEST_MODE: 'true',
    MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PUBLIC_URL: settings.publicUrl,
    DATABASE_URL: settings.databaseUrl,
    AUTH_SECRET: settings.authSecret,
    ENCRYPTION_KEYS: GROUP_ENCRYPTION_KEYS,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `solace-test-${randomUUID()}:`,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: path.join(tmpdir(), 'solace-no-client'),
    ...settings.env,
  };
}

/** Starts `count` instances of `npm start`'s server (all at once, as a deploy does), each with its own INSTANCE_ID and port. */
export async function startInstances(count: number, settings: InstanceGroupSettings): Promise<ServerInstance[]> {
  const runDir = mkdtempSync(path.join(tmpdir(), 'solace-instances-'));
  const env = groupEnv(settings);
  return Promise.all(Array.from({ length: count }, async (_, i) => startInstance(env, `app-${i + 1}`, await freePort(), runDir)));
}

/**
 * One instance of a group, named `id`, on `port` (a restart passes the same two), with the group's
 * environment (`groupEnv`, made once: its Redis key prefix is what the group shares); its log goes to `runDir`.
 */
export async function startInstance(env: Record<string, string>, id: string, port: number, runDir: string): Promise<ServerInstance> {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(runDir, `${id}-${Date.now()}.log`);
  const proc = spawnTsx('server/src/server.ts', [], {
    env: { ...env, PORT: String(port), INSTANCE_ID: id, DATA_DIR: mkdtempSync(path.join(runDir, `${id}-data-`)) },
    logFile,
  });
  await untilReady(proc, `Instance ${id}`, untilHealthy(url, Date.now() + START_TIMEOUT_MS), START_TIMEOUT_MS);
  return { id, url, wsUrl: `${url.replace(/^http/, 'ws')}/api/realtime`, logFile, proc, stop: () => stopProcess(proc, 15_000) };
}

/** Resolves once `url` answers its health check (or `until` has passed). */
export async function untilHealthy(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
