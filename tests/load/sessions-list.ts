/**
 * Latency of the session history endpoints for one user with 5,000 sessions among 100,000 rows:
 *   tsx tests/load/sessions-list.ts [--database-url postgres://…/postgres] [--pglite] [--runs N]
 * Postgres (a scratch database on the server `--database-url`, `TEST_DATABASE_URL` or the local one
 * names, dropped at the end) or an in-memory PGlite. Serves the real app over loopback and sends one
 * request at a time: p50/p95/p99/max per case, and the plans of the list and search queries.
 * The measured user's sessions hold three messages each from the person, found by the message search
 * once the background pass has indexed them (timed here too).
 * Exits non-zero when a response is not 200 or its body is wrong; never on latency (targets: p95 < 20 ms
 * for a page, < 50 ms for a search).
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { request } from 'undici';
import type { DashboardResponse, SessionListResponse } from '@shared/api/sessions';
import { reencryptAll } from '../../server/src/db/reencrypt';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { withSealedFields } from '../../server/src/db/sealed-fields';
import { indexWaitingSessions } from '../../server/src/features/sessions/message-search-backfill';
import { searchedTermSets } from '../../server/src/features/sessions/message-search-index';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { ACCESS_COOKIE, signAccessToken } from '../../server/src/plugins/auth';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { summarize } from './metrics';
import { seedSessionHistory, type SeededHistory } from './seed-session-history';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
    runs: { type: 'string', default: '200' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a positive whole number');
const adminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 20;
const SEARCH = 'work';
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

interface Case {
  name: string;
  path: string;
  /** Throws when the body is not what this user's data gives. */
  check: (body: unknown) => void;
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function listCheck(total: number, size: number, extra?: (page: SessionListResponse) => void) {
  return (body: unknown) => {
    const page = body as SessionListResponse;
    expect(page.total === total, `total ${page.total}, expected ${total}`);
    expect(page.sessions.length === size, `${page.sessions.length} sessions, expected ${size}`);
    extra?.(page);
  };
}

const newestFirst = (page: SessionListResponse) =>
  expect(page.sessions.every((s, i, all) => i === 0 || s.createdAt <= (all[i - 1]?.createdAt ?? '')), 'not newest first');

function cases(seed: SeededHistory, firstPage: SessionListResponse): Case[] {
  const lastOfFirst = firstPage.sessions.at(-1)?.createdAt ?? '';
  return [
    { name: 'first page', path: '/api/sessions', check: listCheck(5000, 20, newestFirst) },
    {
      name: 'longest',
      path: '/api/sessions?sort=longest',
      check: listCheck(5000, 20, (p) => expect(p.sessions[0]?.durationSeconds === seed.longestSeconds, 'not longest first')),
    },
    {
      name: `search "${SEARCH}"`,
      path: `/api/sessions?search=${SEARCH}`,
      check: listCheck(seed.matching, 20, (p) => {
        newestFirst(p);
        const all = p.sessions.every((s) => `${s.title} ${s.aiSummary ?? ''}`.toLowerCase().includes(SEARCH));
        expect(all, 'a session does not match');
      }),
    },
    { name: 'search, no match', path: '/api/sessions?search=xylophone', check: listCheck(0, 0) },
    // Only the person's messages hold these (the companion's replies name the manager too, and do not count).
    { name: 'search "manager"', path: '/api/sessions?search=manager', check: listCheck(seed.mentioningManager, 20, newestFirst) },
    { name: 'search "manag"', path: '/api/sessions?search=manag', check: listCheck(seed.mentioningManager, 20, newestFirst) },
    { name: 'search 2 words', path: '/api/sessions?search=dread%20mondays', check: listCheck(seed.mentioningManager, 20, newestFirst) },
    {
      name: 'second page',
      path: `/api/sessions?cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`,
      check: listCheck(5000, 20, (p) => expect((p.sessions[0]?.createdAt ?? '') <= lastOfFirst, 'not after page one')),
    },
    {
      name: 'dashboard',
      path: '/api/dashboard',
      check: (body) => {
        const d = body as DashboardResponse;
        expect(d.stats.totalSessions === 5000, `totalSessions ${d.stats.totalSessions}`);
        expect(d.recentSessions.length === 3 && d.minutesByDay.length === 30, 'recent sessions or chart missing');
      },
    },
  ];
}

async function get(baseUrl: string, cookie: string, path: string): Promise<{ status: number; body: unknown }> {
  const res = await request(baseUrl + path, { headers: { cookie } });
  return { status: res.statusCode, body: await res.body.json() };
}

/** Times `runs` requests one after another, after a warm-up; returns the failures seen. */
async function measure(baseUrl: string, cookie: string, c: Case): Promise<string[]> {
  const failures: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + runs; i++) {
    const started = performance.now();
    const { status, body } = await get(baseUrl, cookie, c.path);
    if (i >= WARM_UP) times.push(performance.now() - started);
    try {
      expect(status === 200, `status ${status}: ${JSON.stringify(body).slice(0, 200)}`);
      c.check(body);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  const d = summarize(times);
  const ms = (v: number | undefined) => (v ?? Number.NaN).toFixed(2).padStart(7);
  const failed = failures.length ? `  FAILED ${failures.length}x: ${failures[0]}` : '';
  console.log(`${c.name.padEnd(18)} p50 ${ms(d?.p50)}  p95 ${ms(d?.p95)}  p99 ${ms(d?.p99)}  max ${ms(d?.max)} ms${failed}`);
  return failures;
}

/** EXPLAIN (ANALYZE, BUFFERS) of statements equivalent to those the list endpoint runs. */
async function explainQueries(handle: DatabaseHandle, userId: string, managerTerms: string[]): Promise<void> {
  const columns = sql`id, title, type, created_at, ended_at, duration, mood_before, mood_after, ai_summary,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`;
  // Summaries are encrypted: SQL matches titles, and the sessions whose opened summary matched (summary-search.ts).
  const matches = sql`title ilike ${`%${SEARCH}%`}`;
  const newest = sql`order by created_at desc, id desc limit 21`;
  const statements = {
    'first page rows': sql`select ${columns} from sessions where user_id = ${userId} ${newest}`,
    'first page count': sql`select count(*) from sessions where user_id = ${userId}`,
    'search rows': sql`select ${columns} from sessions where user_id = ${userId} and ${matches} ${newest}`,
    'search count': sql`select count(*) from sessions where user_id = ${userId} and ${matches}`,
    // What the person wrote: by the blind index of their words (message-search-index.ts).
    'message search rows': sql`select ${columns} from sessions where user_id = ${userId} and (title ilike '%manager%'
      or id in (select session_id from session_search_terms where user_id = ${userId} and terms @> ${managerTerms}::bigint[])) ${newest}`,
  };
  for (const [name, statement] of Object.entries(statements)) {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${statement}`.execute(handle.db);
    const lines = rows.map((r) => r['QUERY PLAN']);
    const scans = lines.filter((l) => / Scan |BitmapAnd|BitmapOr/.test(l)).map((l) => l.replace(/^[\s>-]+|\s+\(cost=.*$/g, ''));
    const buffers = lines.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? 'Buffers: none';
    const time = lines.find((l) => l.startsWith('Execution Time'));
    console.log(`  ${name}: ${lines[0]?.trim()}`);
    console.log(`    ${scans.join(' / ') || 'no scan'}; ${buffers}; ${time}`);
  }
}

const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');
const loadAtStart = load();
let scratch: ScratchDatabase | undefined;
let handle: DatabaseHandle | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  if (!values.pglite) scratch = await createScratchDatabase(adminUrl, 'solace_bench');
  handle = await openDatabase(scratch ? { databaseUrl: scratch.url, dataDir: '' } : { dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const seedStarted = performance.now();
  const seed = await seedSessionHistory(handle.db, {
    sessions: 5000,
    otherUsers: 95,
    sessionsEach: 1000,
    search: SEARCH,
    now: new Date(),
  });
  await sql`analyze sessions`.execute(handle.db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`database: ${handle.kind}; ${seed.totalRows} sessions over 96 users, 5000 for the measured user,`);
  console.log(`  ${seed.matching} of them matching "${SEARCH}"; seeded in ${seedSeconds.toFixed(1)} s (with ANALYZE)`);

  const env = {
    NODE_ENV: 'test',
    AUTH_SECRET,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-bench-')),
    CLIENT_DIST: path.join(tmpdir(), 'solace-no-client'),
  };
  const config = loadConfig(env);
  // As the app stores them: summaries sealed under the key (a search opens them to match).
  const sealStarted = performance.now();
  const cipher = new FieldCipher(config.encryption);
  const sealedCounts = await reencryptAll(handle.db, cipher);
  const sealedCount = (column: string) => sealedCounts.filter((c) => c.column === column).reduce((sum, c) => sum + c.encrypted, 0);
  console.log(
    `  ${sealedCount('ai_summary')} summaries, ${sealedCount('content')} messages (and the rest) encrypted in ${((performance.now() - sealStarted) / 1000).toFixed(1)} s`,
  );
  // As the server does in the background for sessions from before the message search.
  const indexStarted = performance.now();
  const sealedDb = withSealedFields(handle.db, cipher);
  const indexed = await indexWaitingSessions(sealedDb, { batchSize: 500 });
  await sql`analyze session_search_terms`.execute(handle.db);
  console.log(`  ${indexed} sessions indexed for the message search in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  app = await buildApp(config, { db: handle.db, dbKind: handle.kind });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = `${ACCESS_COOKIE}=${await signAccessToken(seed.user, AUTH_SECRET)}`;
  const first = await get(baseUrl, cookie, '/api/sessions');
  if (first.status !== 200) throw new Error(`GET /api/sessions: ${first.status}`);

  const loadBefore = load();
  console.log(`${runs} requests per case, one at a time, after ${WARM_UP} to warm up (${cpus().length} CPUs):`);
  let failures = 0;
  for (const c of cases(seed, first.body as SessionListResponse)) failures += (await measure(baseUrl, cookie, c)).length;
  console.log(`load average (1/5/15 min): at start ${loadAtStart}; before timing ${loadBefore}; at end ${load()}`);
  console.log('plans (EXPLAIN ANALYZE, BUFFERS) of the queries GET /api/sessions runs:');
  const [managerTerms = []] = searchedTermSets(cipher, seed.user.id, 'manager');
  await explainQueries(handle, seed.user.id, managerTerms);
  if (failures > 0) {
    console.error(`${failures} responses were not 200 or had a wrong body`);
    process.exitCode = 1;
  }
} finally {
  await app?.close();
  await handle?.close();
  await scratch?.drop();
}
