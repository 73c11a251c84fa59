/**
 * The session server's own share of voice latency: `tsx tests/load/first-audio-latency.ts [turns]`.
 * Runs the real app in this process with an AI provider whose latencies are all 0, plays a recorded
 * utterance over a real socket, and times each turn from `input_audio.commit` to the first byte of
 * reply audio. Prints p50 and p99 over 200 turns by default. The database is PGlite in memory, or,
 * with TEST_DATABASE_URL (a Postgres server URL, as for the tests), a fresh database dropped afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { defaultNotificationPreferences } from '@shared/api/profile';
import { encodeAudioFrame } from '@shared/protocol/audio-frame';
import { parseServerMessage } from '@shared/protocol/parse';
import { PROTOCOL_VERSION } from '@shared/protocol/version';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/kysely';
import { migrateToLatest } from '../../server/src/db/migrate';
import { signAccessToken } from '../../server/src/plugins/auth';
import { fixturePath, loadOpusPackets } from '../fixtures/opus-packets';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createScratchDatabase } from '../support/scratch-database';

const ORIGIN = 'http://localhost:3000';
const turns = Number(process.argv[2] ?? 200);
const warmup = 10;

const config = loadConfig({
  NODE_ENV: 'test',
  AUTH_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256',
  PUBLIC_URL: ORIGIN,
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-latency-')),
  CLIENT_DIST: path.join(tmpdir(), 'solace-no-client'),
});
const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'solace_latency') : null;
const database = scratch
  ? await openDatabase({ databaseUrl: scratch.url, dataDir: '' })
  : await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
// Zero provider latency; one short sentence of speech, so turns follow each other quickly.
const ai = new ScriptedAiProvider({ reply: 'I hear you.', packetsPerSentence: 3 });
const app = await buildApp(config, { db: database.db, dbKind: database.kind, ai });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('The server has no port');

const email = `latency-${Date.now()}@example.com`;
const { id } = await database.db
  .insertInto('users')
  .values({ email, password_hash: 'unused', email_confirmed_at: new Date() })
  .returning('id')
  .executeTakeFirstOrThrow();
await database.db
  .insertInto('profiles')
  .values({ id, email, subscription_plan: 'premium-monthly', notification_preferences: JSON.stringify(defaultNotificationPreferences) })
  .execute();
const token = await signAccessToken({ id, email }, config.authSecret);
const packets = loadOpusPackets(fixturePath('feeling-stressed.opus-packets'));

const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/realtime`, { headers: { cookie: `access_token=${token}`, origin: ORIGIN } });
await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
let onAudio: (() => void) | null = null;
let onEvent: ((type: string) => void) | null = null;
socket.on('message', (data: Buffer, isBinary) => {
  if (isBinary) return onAudio?.();
  const parsed = parseServerMessage(data.toString('utf8'));
  if (!parsed.ok) throw new Error(parsed.message);
  if (parsed.message.type === 'error') throw new Error(`${parsed.message.code}: ${parsed.message.message}`);
  onEvent?.(parsed.message.type);
});
const event = (type: string) => new Promise<void>((resolve) => (onEvent = (seen) => seen === type && resolve()));

const ready = event('session.ready');
socket.send(JSON.stringify({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'voice' }));
await ready;

const samples: number[] = [];
for (let turn = 1; turn <= turns + warmup; turn++) {
  socket.send(JSON.stringify({ type: 'input_audio.start', utteranceId: turn }));
  packets.forEach((packet, sequence) => socket.send(encodeAudioFrame({ kind: 'input', streamId: turn, sentenceIndex: 0, sequence }, packet)));
  // A browser streams packets in real time and the server decodes each as it comes; here they come in a
  // burst, so wait (ping, pong: frames are handled in order) until the server has caught up.
  const caughtUp = event('pong');
  socket.send(JSON.stringify({ type: 'ping' }));
  await caughtUp;
  const done = event('response.done');
  const firstAudio = new Promise<number>((resolve) => (onAudio = () => resolve(performance.now())));
  const committedAt = performance.now();
  socket.send(JSON.stringify({ type: 'input_audio.commit', utteranceId: turn }));
  const audioAt = await firstAudio;
  onAudio = null;
  await done;
  if (turn > warmup) samples.push(audioAt - committedAt);
}

samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? NaN;
const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
console.log(`input_audio.commit -> first audio byte, provider latencies 0, ${samples.length} turns (${database.kind}):`);
console.log(`  p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   mean ${mean.toFixed(1)} ms   min ${(samples[0] ?? NaN).toFixed(1)} ms   max ${at(1).toFixed(1)} ms`);

socket.close();
await app.close();
await database.close();
await scratch?.drop();
