// The real server started inside the Playwright worker for the session specs, so a spec can read what
// was saved (and seed what a browser cannot, such as voice time already used today) straight from its
// database: a fresh Postgres database when TEST_DATABASE_URL is set, otherwise in-memory PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config/env';
import type { Database } from '../../../server/src/db/database';
import { openDatabase } from '../../../server/src/db/kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { withSealedFields } from '../../../server/src/db/sealed-fields';
import { FieldCipher } from '../../../server/src/lib/field-cipher';
import { startFakeOpenAi, type FakeLatencies, type FakeOpenAi } from '../fakes/openai/fake-openai';
import { freePort } from '../free-port';
import { createScratchDatabase } from '../scratch-database';

export interface SessionServer {
  url: string;
  db: Kysely<Database>;
  /** Set when the server talks to the fake OpenAI server. */
  fake: FakeOpenAi | null;
  close(): Promise<void>;
}

export interface SessionServerOptions {
  /** 'openai': the real openai provider against tests/support/fakes/openai; 'offline': the embedded default. */
  ai: 'offline' | 'openai';
  latencies?: Partial<FakeLatencies>;
  /** More settings for the server (e.g. where the offline recogniser is). */
  env?: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, '../../..');

export async function startSessionServer(options: SessionServerOptions, projectOrigin: string): Promise<SessionServer> {
  const fake = options.ai === 'openai' ? await startFakeOpenAi({ latencies: options.latencies }) : null;
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const database = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'solace_e2e_session')
    : { url: undefined, drop: async () => undefined };
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-e2e-session-')),
    PUBLIC_URL: url,
    // The account helpers send the configured project's origin.
    ALLOWED_ORIGINS: projectOrigin,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: process.env.E2E_CLIENT_DIST ?? path.join(root, 'client/dist'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(fake ? { AI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-fake-for-tests' } : {}),
    ...options.env,
  });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: database.url ? config.dataDir : 'memory://' });
  await migrateToLatest(handle.db);
  const app = await buildApp(config, { db: handle.db, dbKind: handle.kind });
  await app.listen({ host: config.host, port });
  return {
    url,
    // Reads what people said decrypted, as the app does.
    db: withSealedFields(handle.db, new FieldCipher(config.encryption)),
    fake,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
      await fake?.close();
    },
  };
}
