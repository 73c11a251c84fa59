import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { defaultNotificationPreferences } from '@shared/api/profile';
import type { SessionDetail } from '@shared/api/sessions';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { reencryptAll } from '../../server/src/db/reencrypt';
import { seal, withSealedFields } from '../../server/src/db/sealed-fields';
import { FieldCipher } from '../../server/src/lib/field-cipher';
import { ACCESS_COOKIE, signAccessToken } from '../../server/src/plugins/auth';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { BrowserLikeClient } from '../support/app/browser-like-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { testEnv, uniqueEmail } from '../support/app/test-app';

const k1 = `k1:${Buffer.alloc(32, 11).toString('base64')}`;
const k2 = `k2:${Buffer.alloc(32, 22).toString('base64')}`;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Its own database (a scratch Postgres database, or PGlite in a folder), so re-encrypting every row touches
 * no other test's rows, and the real `npm run db:reencrypt` command can open it too.
 */
describe('rotating the encryption key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solace-rotation-'));
  let scratch: ScratchDatabase | undefined;
  let handle: DatabaseHandle;
  const baseEnv = () => ({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  const open = () => openDatabase({ databaseUrl: scratch?.url, dataDir });

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (inject('databaseUrl') && adminUrl) scratch = await createScratchDatabase(adminUrl, 'solace_rotation');
    handle = await open();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await scratch?.drop();
  });

  async function startApp(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig(testEnv({ ...baseEnv(), ...env }));
    const app = await buildApp(config, {
      db: handle.db,
      dbKind: handle.kind,
      ai: new ScriptedAiProvider(),
      speechRecognition: { recognition: 'offline', languages: null },
    });
    await app.ready();
    return app;
  }

  async function signedIn(app: FastifyInstance, user: { id: string; email: string }): Promise<BrowserLikeClient> {
    const client = new BrowserLikeClient(app);
    client.cookies.set(ACCESS_COOKIE, await signAccessToken(user, loadConfig(testEnv()).authSecret));
    return client;
  }

  async function readEverything(app: FastifyInstance, user: { id: string; email: string }, sessionId: string) {
    const client = await signedIn(app, user);
    const detail = (await client.get(`/api/sessions/${sessionId}`)).json<SessionDetail>();
    const notes = (await client.get('/api/mood/entries')).json<{ entries: { notes: string | null }[] }>().entries.map((e) => e.notes);
    const facts = (await client.get('/api/privacy/memories')).json<{ memories: { fact: string }[] }>().memories.map((m) => m.fact);
    return { summary: detail.aiSummary, messages: detail.messages.map((m) => m.content), notes, facts };
  }

  const expected: { summary: string; messages: [string, string]; notes: [string]; facts: [string] } = { summary: 'Talked about the garden', messages: ['The roses died', 'That sounds sad'], notes: ['Tired but calm'], facts: ['Likes gardening'] };

  async function storedValues(): Promise<string[]> {
    const raw = handle.db;
    return [
      ...(await raw.selectFrom('sessions').select('ai_summary').execute()).map((r) => String(r.ai_summary)),
      ...(await raw.selectFrom('session_messages').select('content').execute()).map((r) => r.content),
      ...(await raw.selectFrom('mood_entries').select('notes').execute()).map((r) => String(r.notes)),
      ...(await raw.selectFrom('user_memories').select('fact').execute()).map((r) => r.fact),
    ];
  }

  it('reads old rows after k2 becomes current, moves every row to k2 with the re-encrypt command, then reads them without k1', async () => {
    // Written under k1: a session through the app's own write path, a check-in through the API; one memory from before encryption.
    const email = uniqueEmail();
    const { id } = await handle.db.insertInto('users').values({ email, password_hash: 'x', email_confirmed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const user = { id, email };
    await handle.db.insertInto('profiles').values({ id, email, notification_preferences: JSON.stringify(defaultNotificationPreferences) }).execute();
    const first = await startApp({ ENCRYPTION_KEYS: k1 });
    const k1Db = withSealedFields(handle.db, new FieldCipher(loadConfig(testEnv({ ...baseEnv(), ENCRYPTION_KEYS: k1 })).encryption));
    const session = await k1Db
      .insertInto('sessions')
      .values({ user_id: id, title: 'Garden', type: 'chat', surface: 'session', created_at: new Date(), ended_at: new Date(), ai_summary: seal(k1Db, expected.summary) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [role, content] of [['user', expected.messages[0]], ['assistant', expected.messages[1]]] as const) {
      await k1Db.insertInto('session_messages').values({ session_id: session.id, user_id: id, role, content: seal(k1Db, content), source: 'text', created_at: new Date() }).execute();
    }
    const checkIn = await (await signedIn(first, user)).post('/api/mood/entries', { emotions: ['Calm'], energyLevel: 2, stressLevel: 2, sleepQuality: 3, notes: expected.notes[0] });
    expect(checkIn.statusCode).toBe(201);
    await handle.db.insertInto('user_memories').values({ user_id: id, fact: expected.facts[0], created_at: new Date() }).execute();
    await first.close();
    expect((await storedValues()).filter((v) => v.startsWith('enc:v1:k1:'))).toHaveLength(4);

    // Restarted with k2 current and k1 still listed: everything reads as before.
    const both = { ENCRYPTION_KEYS: `${k1},${k2}`, ENCRYPTION_KEY_ID: 'k2' };
    const second = await startApp(both);
    expect(await readEverything(second, user, session.id)).toEqual(expected);
    await second.close();

    // The real command, on the same database (PGlite allows one process at a time: close it meanwhile).
    await handle.close();
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/db/reencrypt-cli.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', ...baseEnv(), ...both },
      });
    const { stdout } = await run();
    expect(stdout).toContain('session_messages.content: 0 encrypted, 2 rotated');
    expect(stdout).toContain('sessions.ai_summary: 0 encrypted, 1 rotated');
    expect(stdout).toContain('mood_entries.notes: 0 encrypted, 1 rotated');
    expect(stdout).toContain('user_memories.fact: 1 encrypted, 0 rotated');
    // Again: nothing left to do.
    expect((await run()).stdout).toMatch(/user_memories\.fact: 0 encrypted, 0 rotated/);
    handle = await open();

    const stored = await storedValues();
    expect(stored).toHaveLength(5);
    for (const value of stored) expect(value).toMatch(/^enc:v1:k2:/);

    // k1 removed: still readable.
    const third = await startApp({ ENCRYPTION_KEYS: k2 });
    expect(await readEverything(third, user, session.id)).toEqual(expected);
    await third.close();

    // A key that was removed too early: a clear error naming it, never ciphertext shown as text.
    const onlyK1 = withSealedFields(handle.db, new FieldCipher(loadConfig(testEnv({ ...baseEnv(), ENCRYPTION_KEYS: k1 })).encryption));
    await expect(onlyK1.selectFrom('user_memories').select('fact').where('user_id', '=', id).execute()).rejects.toThrow(
      /key "k2", which is not configured: add it back to ENCRYPTION_KEYS/,
    );
    const stale = await startApp({ ENCRYPTION_KEYS: k1 });
    expect((await (await signedIn(stale, user)).get('/api/privacy/memories')).statusCode).toBe(500);
    await stale.close();
  }, 120_000);

  it('re-encrypts in batches, rows of one batch at a time', async () => {
    const { id } = await handle.db.insertInto('users').values({ email: uniqueEmail(), password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const facts = ['one', 'two', 'three', 'four', 'five'];
    await handle.db.insertInto('user_memories').values(facts.map((fact, i) => ({ user_id: id, fact, created_at: new Date(Date.now() + i) }))).execute();
    const cipher = new FieldCipher(loadConfig(testEnv({ ...baseEnv(), ENCRYPTION_KEYS: k2 })).encryption);
    const seen: number[] = [];
    const results = await reencryptAll(handle.db, cipher, {
      batchSize: 2,
      onBatch: (c) => void (c.table === 'user_memories' && seen.push(c.encrypted)),
    });
    expect(seen).toEqual([2, 4, 5]);
    expect(results.find((c) => c.table === 'user_memories')).toEqual({ table: 'user_memories', column: 'fact', encrypted: 5, rotated: 0 });
    const stored = await handle.db.selectFrom('user_memories').select('fact').where('user_id', '=', id).orderBy('created_at').execute();
    expect(stored.map((r) => cipher.open(r.fact))).toEqual(facts);
    for (const { fact } of stored) expect(fact).toMatch(/^enc:v1:k2:/);
  });

  it('the re-encrypt command never generates a key and changes nothing unless every stored key id is configured and opens its values', async () => {
    const before = await storedValues();
    expect(before.length).toBeGreaterThan(0);
    const run = async (env: Record<string, string>) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/db/reencrypt-cli.ts'], {
          cwd: root,
          env: { PATH: process.env.PATH, NODE_ENV: 'test', ...baseEnv(), ...env },
        });
        return { code: 0, output: stdout + stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, output: failed.stdout + failed.stderr };
      }
    };
    if (!scratch) {
      // The embedded database is open here, as in a running server: the command refuses to open it too.
      const busy = await run({ ENCRYPTION_KEYS: k2 });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain(`The embedded database in ${path.join(dataDir, 'pglite')} is open in another process (the server?): stop it`);
    }
    await handle.close();
    try {
      // No ENCRYPTION_KEYS and no key file: it says where it looked and writes no key (nor anything else).
      const emptyDir = mkdtempSync(path.join(tmpdir(), 'solace-no-keys-'));
      const none = await run({ DATA_DIR: emptyDir });
      expect(none.code).toBe(1);
      expect(none.output).toContain(`there is no key file ${path.join(emptyDir, 'encryption-keys.json')} (DATA_DIR is ${emptyDir})`);
      expect(readdirSync(emptyDir)).toEqual([]);
      expect(existsSync(path.join(dataDir, 'encryption-keys.json'))).toBe(false);

      // Every row is under k2: with only k1 it stops before writing, naming the columns and the missing key.
      const missing = await run({ ENCRYPTION_KEYS: k1 });
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('Nothing was changed');
      expect(missing.output).toContain('session_messages.content holds values under key "k2", which is not configured');
      expect(missing.output).not.toContain('Re-encrypting');

      // A different key under the id k2: it notices before writing.
      const impostor = await run({ ENCRYPTION_KEYS: `k2:${Buffer.alloc(32, 99).toString('base64')}` });
      expect(impostor.code).toBe(1);
      expect(impostor.output).toMatch(/The configured key "k2" does not open a value stored under that id in \w+\.\w+: it is a different key with the same id/);
    } finally {
      handle = await open();
    }
    expect(await storedValues()).toEqual(before);
  }, 120_000);
});
