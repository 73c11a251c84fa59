import { parseArgs } from 'node:util';
import { startFakeOpenAi } from './fake-openai';

/**
 * The fake OpenAI server as its own process, for the load harness:
 * tsx tests/support/fakes/openai/main.ts --port 0 --stt-ms 300 --first-token-ms 300 --tokens-per-s 80 --tts-first-byte-ms 200 --tts-bytes-per-s 16000
 * Prints its base URL (ending in /v1) on the first line of stdout.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'stt-ms': { type: 'string', default: '0' },
    'first-token-ms': { type: 'string', default: '0' },
    'tokens-per-s': { type: 'string', default: '1000' },
    'tts-first-byte-ms': { type: 'string', default: '0' },
    'tts-bytes-per-s': { type: 'string', default: '1000000' },
    'moderation-ms': { type: 'string', default: '0' },
  },
});

const number = (name: keyof typeof values): number => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
  return value;
};

const fake = await startFakeOpenAi({
  port: number('port'),
  latencies: {
    sttMs: number('stt-ms'),
    firstTokenMs: number('first-token-ms'),
    tokensPerSecond: number('tokens-per-s'),
    ttsFirstByteMs: number('tts-first-byte-ms'),
    ttsBytesPerSecond: number('tts-bytes-per-s'),
    moderationMs: number('moderation-ms'),
  },
});
// Requests are recorded for tests; a long load run must not keep them all.
setInterval(() => fake.requests.splice(0, fake.requests.length), 10_000).unref();
console.log(fake.url);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
