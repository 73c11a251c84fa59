/**
 * The CPU one text turn's provider calls cost (a streamed reply read to its end, then its moderation),
 * through the openai SDK against the fake provider in its own process, with the provider fetch the
 * server uses or with Node's own fetch:
 *   tsx tests/load/provider-call-cost.ts [--fetch provider|node] [--turns N] [--concurrency N]
 * Prints this process's CPU per turn (the fake's is not counted) and turns per second. CPU time, not
 * latency, so runs on a busy machine can still be compared; alternate the two and compare medians.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import OpenAI from 'openai';
import { Agent } from 'undici';
import { PROVIDER_KEEP_ALIVE_MS } from '../../server/src/providers/ai/openai';
import { createProviderFetch } from '../../server/src/providers/ai/provider-fetch';
import { startFakeProvider } from './fake-provider-process';

const { values } = parseArgs({
  options: {
    fetch: { type: 'string', default: 'provider' },
    turns: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '20' },
  },
});
if (values.fetch !== 'provider' && values.fetch !== 'node') throw new Error('--fetch is provider or node');
const turns = Number(values.turns);
const concurrency = Number(values.concurrency);

const fake = await startFakeProvider(
  { sttMs: 0, firstTokenMs: 0, tokensPerSecond: 1000, ttsFirstByteMs: 0, ttsBytesPerSecond: 1_000_000, moderationMs: 0 },
  mkdtempSync(path.join(tmpdir(), 'provider-call-cost-')),
);
const dispatcher = new Agent({ keepAliveTimeout: PROVIDER_KEEP_ALIVE_MS });
const client = new OpenAI({
  apiKey: 'not-needed',
  baseURL: fake.url,
  ...(values.fetch === 'provider' ? { fetch: createProviderFetch(dispatcher) } : { fetchOptions: { dispatcher } }),
});

async function turn(n: number): Promise<void> {
  const stream = await client.chat.completions.create(
    { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `How was your day, number ${n}?` }], stream: true },
    { maxRetries: 0 },
  );
  let reply = '';
  for await (const chunk of stream) reply += chunk.choices[0]?.delta?.content ?? '';
  if (!reply.startsWith('I hear you')) throw new Error(`Unexpected reply: ${reply}`);
  await client.moderations.create({ model: 'omni-moderation-latest', input: 'How was your day?' });
}

async function run(count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await turn(next++);
    }),
  );
}

try {
  await run(300); // warm-up: JIT, connections
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await run(turns);
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${values.fetch} fetch: ${((cpu.user + cpu.system) / 1000 / turns).toFixed(3)} ms CPU per turn, ${(turns / seconds).toFixed(0)} turns/s (${turns} turns, ${concurrency} at once)`,
  );
} finally {
  await dispatcher.close();
  await fake.stop();
}
