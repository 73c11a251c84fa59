import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { loadConfig, type Config } from '../../../server/src/config/env';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { buildApp, type AppDeps } from '../../../server/src/app';
import { withSealedFields } from '../../../server/src/db/sealed-fields';
import { FieldCipher } from '../../../server/src/lib/field-cipher';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The one encryption key of test apps: apps sharing the Postgres test database read each other's rows. */
export const TEST_ENCRYPTION_KEYS = `test1:${Buffer.alloc(32, 1).toString('base64')}`;

export interface TestApp {
  app: FastifyInstance;
  /** The app's database, reading encrypted columns decrypted (and `seal(t.db, …)` encrypts as the app does). */
  db: DatabaseHandle['db'];
  /** The same database as stored: encrypted columns as ciphertext. */
  rawDb: DatabaseHandle['db'];
  dbKind: DatabaseHandle['kind'];
  config: Config;
  close: () => Promise<void>;
}

/** Environment for a test server; any key can be overridden. */
export function testEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-test-')),
    CLIENT_DIST: path.join(tmpdir(), 'solace-no-client'),
    // Tests run reminder passes themselves, with the time they choose.
    REMINDER_JOB_INTERVAL_MS: '0',
    // Apps of parallel test files share the Postgres test database: none may end another's live sessions.
    INSTANCE_ID: `test-${randomUUID()}`,
    // Tests pay through test mode (or the local Stripe fake), in production too, and may run without mail there.
    PAYMENTS_TEST_MODE: 'true',
    MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true',
    // Tests run mail retry passes themselves.
    MAIL_RETRY_INTERVAL_MS: '0',
    ...overrides,
  };
}

/**
 * The real app on the run's database: the shared Postgres test database, or a fresh in-memory PGlite.
 * `dbPlugin` sees the app's queries only, not those the test makes through `db`.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; dbPlugin?: KyselyPlugin; databaseUrl?: string } = {},
): Promise<TestApp> {
  // Outside vitest (a script such as tests/load/companion-eval.ts) there is no run database: in-memory PGlite.
  const databaseUrl = options.databaseUrl ?? (process.env.VITEST ? inject('databaseUrl') : undefined);
  const handle = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: '' })
    : await openDatabase({ dataDir: 'memory://' });
  if (!databaseUrl) await migrateToLatest(handle.db);
  const config = loadConfig(testEnv(options.env));
  const appDb = options.dbPlugin ? handle.db.withPlugin(options.dbPlugin) : handle.db;
  const app = await buildApp(config, { db: appDb, dbKind: handle.kind, ...options.deps });
  await app.ready();
  return {
    app,
    db: withSealedFields(handle.db, new FieldCipher(config.encryption)),
    rawDb: handle.db,
    dbKind: handle.kind,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * What `start` starts, for every test of the calling `describe` (or file): started in `beforeAll`,
 * closed in `afterAll`. Reading it before it starts throws.
 */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let current: T | null = null;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('The app starts in beforeAll; read it inside a test or hook.');
      return current[key as keyof T];
    },
  });
}

/** Options as given, or read when the app starts (after the hooks registered before: a fake provider's URL, say). */
export type OptionsNowOrLater<O> = O | (() => O);
export const optionsNow = <O>(options: OptionsNowOrLater<O>): O => (typeof options === 'function' ? (options as () => O)() : options);

/** The real app for every test of the calling `describe` (or file). */
export function useTestApp(options: OptionsNowOrLater<TestAppOptions> = {}): TestApp {
  return useStarted(() => createTestApp(optionsNow(options)));
}

/** A unique address per call, so tests sharing one Postgres database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
