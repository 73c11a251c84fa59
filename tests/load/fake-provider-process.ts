import path from 'node:path';
import type { ProviderLatencies } from './options';
import { spawnTsx, stopProcess, untilReady, type TsxProcess } from './child-process';

export interface FakeProviderProcess {
  /** Base URL for AI_BASE_URL (ends in /v1). */
  url: string;
  proc: TsxProcess;
  stop: () => Promise<void>;
}

/** The fake OpenAI API as its own process, answering at the given pace. */
export async function startFakeProvider(latencies: ProviderLatencies, runDir: string, cpus?: string): Promise<FakeProviderProcess> {
  let announce: (line: string) => void = () => undefined;
  const announced = new Promise<string>((resolve) => (announce = resolve));
  const args = [
    '--port', '0',
    '--stt-ms', String(latencies.sttMs),
    '--first-token-ms', String(latencies.firstTokenMs),
    '--tokens-per-s', String(latencies.tokensPerSecond),
    '--tts-first-byte-ms', String(latencies.ttsFirstByteMs),
    '--tts-bytes-per-s', String(latencies.ttsBytesPerSecond),
    '--moderation-ms', String(latencies.moderationMs),
  ];
  const proc = spawnTsx('tests/support/fakes/openai/main.ts', args, {
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    logFile: path.join(runDir, 'fake-provider.log'),
    firstLine: (line) => announce(line),
    cpus,
  });
  const url = await untilReady(proc, 'The fake AI provider', announced, 30_000);
  if (!/^http:\/\/127\.0\.0\.1:\d+\/v1$/.test(url)) {
    await stopProcess(proc);
    throw new Error(`The fake AI provider announced "${url}", not a local /v1 URL`);
  }
  return { url, proc, stop: async () => void (await stopProcess(proc)) };
}
