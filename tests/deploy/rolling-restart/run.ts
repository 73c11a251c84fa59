import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { groupEnv, startInstance, type InstanceGroupSettings, type ServerInstance } from '../../support/app/server-instances';
import { freePort } from '../../support/free-port';
import { startNginx } from '../../support/nginx';
import { createScratchDatabase } from '../../support/scratch-database';
import { seedBenchUsers } from '../../load/users';
import { Chatter, type ChatRecord } from './chatter';
import { restTraffic, type RestRecord } from './rest-traffic';

export interface RollingRestartOptions {
  /** A Postgres server the run makes its own scratch database on. */
  adminDatabaseUrl: string;
  sessions: number;
  restCallers: number;
  /** Between one instance being healthy again and its twin's SIGTERM. */
  settleMs: number;
  shutdownDeadlineMs: number;
  log: (line: string) => void;
}

export interface InstanceStop {
  id: string;
  exitCode: number | null;
  /** SIGTERM to exit. */
  stopMs: number;
  /** Exit to answering its health check again. */
  backMs: number;
}

export interface RollingRestartFigures {
  loadAverage: number[];
  rest: RestRecord;
  chats: ChatRecord[];
  lost: number;
  doubled: number;
  stops: InstanceStop[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two production instances behind Debian's nginx with deploy/nginx.conf, restarted one after the other
 * (SIGTERM, wait for the exit, start again, wait for health, then the twin) while people chat and REST
 * calls flow through nginx; then every message sent is looked for, once, in what was saved.
 */
export async function runRollingRestart(options: RollingRestartOptions): Promise<RollingRestartFigures> {
  const scratch = await createScratchDatabase(options.adminDatabaseUrl, 'rolling_restart');
  const ports: [number, number] = [await freePort(), await freePort()];
  const nginx = await startNginx(ports);
  const settings: InstanceGroupSettings = {
    databaseUrl: scratch.url,
    publicUrl: nginx.url,
    authSecret: `rolling-restart-${randomUUID()}`,
    env: { TRUST_PROXY: 'true', RATE_LIMIT_ALLOWLIST: '127.0.0.1', SHUTDOWN_DEADLINE_MS: String(options.shutdownDeadlineMs) },
  };
  // Made once: the group's Redis key prefix is what its instances, restarted or not, share.
  const env = groupEnv(settings);
  const runDir = mkdtempSync(path.join(tmpdir(), 'solace-rolling-'));
  const instances: ServerInstance[] = [];
  try {
    const { users } = await seedBenchUsers({
      databaseUrl: scratch.url,
      dataDir: '',
      authSecret: settings.authSecret,
      count: options.sessions + options.restCallers,
      refreshFamilies: 0,
      runId: randomUUID().slice(0, 8),
    });
    instances.push(...(await Promise.all(ports.map((port, i) => startInstance(env, `app-${i + 1}`, port, runDir)))));
    options.log(`two instances up behind nginx at ${nginx.url}; logs in ${runDir}`);

    const stop = new AbortController();
    const wsUrl = `${nginx.url.replace(/^http/, 'ws')}/api/realtime`;
    const chatting = users.slice(0, options.sessions).map((user, i) => new Chatter(wsUrl, nginx.url, user.accessToken, `person-${i}`).run(stop.signal, 1500));
    const calling = users.slice(options.sessions).map((user) => restTraffic(nginx.url, nginx.url, user.accessToken, stop.signal, 20));
    await sleep(3000);

    const stops: InstanceStop[] = [];
    for (const [i, port] of ports.entries()) {
      const old = instances[i] as ServerInstance;
      const termAt = performance.now();
      old.proc.child.kill('SIGTERM');
      const exitCode = await old.proc.exited;
      const exitAt = performance.now();
      instances[i] = await startInstance(env, old.id, port, runDir);
      const stopped = { id: old.id, exitCode, stopMs: Math.round(exitAt - termAt), backMs: Math.round(performance.now() - exitAt) };
      stops.push(stopped);
      options.log(`${old.id}: exited ${exitCode} ${stopped.stopMs} ms after SIGTERM, healthy again ${stopped.backMs} ms later`);
      await sleep(options.settleMs);
    }
    await sleep(3000);
    stop.abort();
    const chats = await Promise.all(chatting);
    const rests = await Promise.all(calling);

    const saved = await savedUserMessages(nginx.url, users, chats);
    let lost = 0;
    let doubled = 0;
    chats.forEach((chat, i) => {
      const counts = new Map<string, number>();
      for (const text of saved[i] ?? []) counts.set(text, (counts.get(text) ?? 0) + 1);
      lost += chat.sent.filter((text) => !counts.has(text)).length;
      doubled += [...counts.values()].filter((count) => count > 1).length;
    });
    const rest = {
      requests: rests.reduce((sum, r) => sum + r.requests, 0),
      failures: rests.reduce<Record<string, number>>((all, r) => {
        for (const [status, count] of Object.entries(r.failures)) all[status] = (all[status] ?? 0) + count;
        return all;
      }, {}),
    };
    return { loadAverage: loadavg(), rest, chats, lost, doubled, stops };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    nginx.stop();
    await scratch.drop();
  }
}

/** Each chatter's own messages as saved, read back through the app as the person would see them. */
async function savedUserMessages(baseUrl: string, users: { accessToken: string }[], chats: ChatRecord[]): Promise<string[][]> {
  return Promise.all(
    chats.map(async (chat, i) => {
      const res = await fetch(`${baseUrl}/api/sessions/${chat.sessionId}`, { headers: { cookie: `access_token=${users[i]?.accessToken}` } });
      if (!res.ok) return [];
      const detail = (await res.json()) as { messages: { role: string; content: string }[] };
      return detail.messages.filter((m) => m.role === 'user').map((m) => m.content);
    }),
  );
}

/** The goal of a rolling restart, each unmet part in words (none: met). */
export function unmetGoals(figures: RollingRestartFigures, options: { maxResumeMs: number; deadlineMs: number }): string[] {
  const unmet: string[] = [];
  const restErrors = Object.values(figures.rest.failures).reduce((sum, n) => sum + n, 0);
  if (restErrors > 0) unmet.push(`${restErrors} REST requests failed: ${JSON.stringify(figures.rest.failures)}`);
  if (figures.lost > 0 || figures.doubled > 0) unmet.push(`${figures.lost} messages lost, ${figures.doubled} doubled`);
  const slow = figures.chats.flatMap((c) => c.resumeMs).filter((ms) => ms > options.maxResumeMs);
  if (slow.length > 0) unmet.push(`${slow.length} resumes took over ${options.maxResumeMs} ms (${slow.join(', ')})`);
  const failures = figures.chats.flatMap((c) => c.failures);
  if (failures.length > 0) unmet.push(`people saw: ${failures.join(' | ')}`);
  for (const stop of figures.stops) {
    if (stop.exitCode !== 0 || stop.stopMs > options.deadlineMs) unmet.push(`${stop.id} exited ${stop.exitCode} after ${stop.stopMs} ms`);
  }
  return unmet;
}
