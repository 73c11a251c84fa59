import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APIError } from 'openai';
import { loadConfig } from '../../server/src/config/env';
import { AiTimeoutError, type AiProvider, type ReplyRequest } from '../../server/src/providers/ai/ai-provider';
import { createAiProvider } from '../../server/src/providers/ai/create-ai-provider';
import { createOpenAiProvider } from '../../server/src/providers/ai/openai';
import { createThreadedOpenAiProvider, type ThreadedAiProvider } from '../../server/src/providers/ai/threaded/provider-thread';
import { createOggOpusDemuxer, oggOpusFile } from '../../server/src/audio/ogg-opus';
import { encodeOpusPackets, opusPacketDurationMs } from '../../server/src/audio/opus';
import { RecordedSpeech } from '../../server/src/audio/recorded-speech';
import { defaultLatencies, startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { testEnv } from '../support/app/test-app';

let fake: FakeOpenAi;

const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  messages: [
    { role: 'system', content: 'You are a compassionate, supportive assistant.' },
    { role: 'user', content: 'Work has been a lot lately' },
  ],
  purpose: 'companion',
  maxTokens: 220,
  temperature: 0.5,
  language: 'en',
  signal: new AbortController().signal,
  ...overrides,
});
const tone = (ms: number) => Int16Array.from({ length: ms * 48 }, (_, i) => Math.round(5000 * Math.sin((2 * Math.PI * 330 * i) / 48_000)));

const settings = () => loadConfig(testEnv({ AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '1500' })).ai;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setLatencies(defaultLatencies);
  fake.configure({ reply: undefined, json: undefined, transcript: undefined, speech: undefined });
  for (const route of ['chat', 'transcription', 'speech', 'moderation'] as const) fake.setFailure(route, undefined);
});

it('chooses the OpenAI provider, on its own thread, when AI_BASE_URL or OPENAI_API_KEY is set, the offline companion otherwise', async () => {
  const chosen = createAiProvider(loadConfig(testEnv({ AI_BASE_URL: fake.url })));
  expect(chosen.mode).toBe('openai');
  expect(chosen.close).toBeTypeOf('function');
  await chosen.close?.();
  const withKey = createAiProvider(loadConfig(testEnv({ OPENAI_API_KEY: 'sk-test' })));
  expect(withKey.mode).toBe('openai');
  await withKey.close?.();
  expect(createAiProvider(loadConfig(testEnv())).mode).toBe('offline');
});

it('keeps its connection to the provider through a pause between turns (Node would close it after 4 s)', async () => {
  const ai = createOpenAiProvider(settings());
  const moderate = () => ai.moderate({ text: 'I feel calm today.', signal: new AbortController().signal });
  // One after another, as a turn's calls come: the pool settles at a connection or two.
  for (let i = 0; i < 3; i++) await moderate();
  const opened = fake.connections;
  await new Promise((resolve) => setTimeout(resolve, 5000));
  for (let i = 0; i < 3; i++) await moderate();
  expect(fake.connections).toBe(opened);
  expect(fake.requests.filter((r) => r.route === 'moderation')).toHaveLength(6);
}, 15_000);

describe.each([
  ['on the server thread', () => createOpenAiProvider(settings())],
  ['on the provider thread', () => createThreadedOpenAiProvider(settings())],
])('OpenAI provider through the real SDK, %s', (_where, create: () => AiProvider & { close?: () => Promise<void> }) => {
  let ai: AiProvider & { close?: () => Promise<void> };
  beforeAll(() => {
    ai = create();
  });
  afterAll(() => ai.close?.());

  it('streams reply deltas in order as they are generated, with the model for the purpose', async () => {
    fake.configure({ reply: 'One two three four five six.' });
    fake.setLatencies({ firstTokenMs: 50, tokensPerSecond: 25 });
    const arrivals: { delta: string; at: number }[] = [];
    const started = Date.now();
    for await (const delta of ai.streamReply(request())) arrivals.push({ delta, at: Date.now() - started });
    expect(arrivals.map((a) => a.delta)).toEqual(['One ', 'two ', 'three ', 'four ', 'five ', 'six.']);
    // Six tokens at 25/s take 200 ms between first and last: they were streamed, not buffered.
    expect((arrivals.at(-1)?.at ?? 0) - (arrivals[0]?.at ?? 0)).toBeGreaterThanOrEqual(150);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true, max_tokens: 220, temperature: 0.5 });

    for await (const _ of ai.streamReply(request({ purpose: 'chat', maxTokens: 150, temperature: 0.7 }))) void _;
    expect(fake.requests[1]?.body).toMatchObject({ model: 'gpt-4o', max_tokens: 150, temperature: 0.7 });
  });

  it('transcribes the Opus packets uploaded as they came, in Ogg, passing the language', async () => {
    fake.configure({ transcript: '  I cannot sleep \n' });
    const packets = encodeOpusPackets(tone(500), 48_000);
    const text = await ai.transcribe({ speech: RecordedSpeech.of(packets), language: 'de', signal: new AbortController().signal });
    expect(text).toBe('I cannot sleep');
    const upload = fake.requests[0]?.body as { model: string; language: string; fileName: string; fileType: string; file: Uint8Array };
    expect(upload).toMatchObject({ model: 'whisper-1', language: 'de', fileName: 'utterance.ogg', fileType: 'audio/ogg' });
    expect(createOggOpusDemuxer().push(upload.file)).toEqual(packets);
  });

  it('streams speech as Opus packets demuxed while the body is still arriving', async () => {
    const packets = encodeOpusPackets(tone(2000), 48_000);
    fake.configure({ speech: oggOpusFile(packets, 48_000) });
    fake.setLatencies({ ttsBytesPerSecond: 20_000 });
    const received: Uint8Array[] = [];
    let finishedAtFirstPacket: boolean | undefined;
    for await (const packet of ai.synthesize({ text: 'Take a slow breath.', voice: 'gentle', language: 'en', signal: new AbortController().signal })) {
      finishedAtFirstPacket ??= fake.requests[0]?.finished;
      received.push(packet);
    }
    expect(received).toEqual(packets);
    expect(received.reduce((ms, p) => ms + opusPacketDurationMs(p), 0)).toBe(2000);
    expect(finishedAtFirstPacket).toBe(false);
    expect(fake.requests[0]?.body).toEqual({ model: 'tts-1', voice: 'shimmer', input: 'Take a slow breath.', response_format: 'opus' });
  });

  it('moderates, reporting the flagged categories', async () => {
    const signal = new AbortController().signal;
    await expect(ai.moderate({ text: 'I want to kill myself', signal })).resolves.toEqual({
      flagged: true,
      categories: ['self-harm', 'self-harm/intent'],
    });
    await expect(ai.moderate({ text: 'Long day at work', signal })).resolves.toEqual({ flagged: false, categories: [] });
    expect(fake.requests[0]?.body).toMatchObject({ model: 'omni-moderation-latest' });
  });

  it('completes JSON, tolerating a code fence and rejecting prose', async () => {
    fake.configure({ json: { summary: 'Calmer week', insights: ['Slept more'], recommendations: [], trend: 'improving' } });
    await expect(ai.completeJson(request({ purpose: 'insights', temperature: 0.7 }))).resolves.toEqual({
      summary: 'Calmer week',
      insights: ['Slept more'],
      recommendations: [],
      trend: 'improving',
    });
    expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-4o', response_format: { type: 'json_object' } });
    fake.configure({ json: '```json\n{"summary":"Fenced"}\n```' });
    await expect(ai.completeJson(request({ purpose: 'summary' }))).resolves.toEqual({ summary: 'Fenced' });
    fake.configure({ json: 'Sure! Here is your summary.' });
    await expect(ai.completeJson(request({ purpose: 'summary' }))).rejects.toThrow('The AI reply was not valid JSON');
  });

  it('gives up on a service that does not answer in time, and closes the request', async () => {
    fake.setLatencies({ firstTokenMs: 5000 });
    const started = Date.now();
    await expect(ai.streamReply(request())[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(AiTimeoutError);
    expect(Date.now() - started).toBeLessThan(4000);
    await fake.waitFor((r) => r.route === 'chat' && r.aborted);

    fake.setLatencies({ sttMs: 5000 });
    const speech = RecordedSpeech.of(encodeOpusPackets(tone(100), 48_000));
    await expect(ai.transcribe({ speech, signal: new AbortController().signal })).rejects.toBeInstanceOf(AiTimeoutError);
  });

  it('times out speech whose audio never starts', async () => {
    fake.setLatencies({ ttsFirstByteMs: 4000 });
    const speech = ai.synthesize({ text: 'Hello.', voice: 'warm', language: 'en', signal: new AbortController().signal });
    await expect(speech[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(AiTimeoutError);
    await fake.waitFor((r) => r.route === 'speech' && r.aborted);
  });

  it('stops the upstream reply and speech at once on abort (barge-in), and the server sees it', async () => {
    fake.setLatencies({ tokensPerSecond: 10 });
    const controller = new AbortController();
    const reason = new DOMException('barge-in', 'AbortError');
    const deltas: string[] = [];
    await expect(
      (async () => {
        for await (const delta of ai.streamReply(request({ signal: controller.signal }))) {
          deltas.push(delta);
          if (deltas.length === 2) controller.abort(reason);
        }
      })(),
    ).rejects.toBe(reason);
    expect(deltas).toHaveLength(2);
    await fake.waitFor((r) => r.route === 'chat' && r.aborted);

    fake.setLatencies({ ttsBytesPerSecond: 4000 });
    const speechController = new AbortController();
    const packets: Uint8Array[] = [];
    await expect(
      (async () => {
        for await (const packet of ai.synthesize({ text: 'A long sentence to say slowly, word by word.', voice: 'warm', language: 'en', signal: speechController.signal })) {
          packets.push(packet);
          speechController.abort(reason);
        }
      })(),
    ).rejects.toBe(reason);
    expect(packets.length).toBeGreaterThan(0);
    const speechRequest = await fake.waitFor((r) => r.route === 'speech' && r.aborted);
    expect(speechRequest.finished).toBe(false);
  });

  it('surfaces upstream errors without retrying a streamed reply', async () => {
    fake.setFailure('chat', 500);
    const failure: unknown = await ai.streamReply(request())[Symbol.asyncIterator]().next().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIError);
    expect((failure as APIError).status).toBe(500);
    expect(fake.requests.filter((r) => r.route === 'chat')).toHaveLength(1);
  });
});

describe('the provider thread', () => {
  let ai: ThreadedAiProvider;
  beforeEach(() => {
    ai = createThreadedOpenAiProvider(settings());
  });
  afterAll(() => ai.close());

  it('cuts the upstream reply when its reader stops early', async () => {
    fake.setLatencies({ tokensPerSecond: 10 });
    const deltas: string[] = [];
    for await (const delta of ai.streamReply(request())) {
      deltas.push(delta);
      break;
    }
    expect(deltas).toHaveLength(1);
    const cut = await fake.waitFor((r) => r.route === 'chat' && r.aborted);
    expect(cut.finished).toBe(false);
    await ai.close();
  });

  it('fails the calls still running when it is closed, and starts again on the next call', async () => {
    fake.setLatencies({ firstTokenMs: 2000 });
    const first = ai.streamReply(request())[Symbol.asyncIterator]().next();
    await fake.waitFor((r) => r.route === 'chat');
    const failed = expect(first).rejects.toThrow('The AI provider thread stopped');
    await ai.close();
    await failed;
    fake.setLatencies(defaultLatencies);
    await expect(ai.moderate({ text: 'Long day at work', signal: new AbortController().signal })).resolves.toEqual({ flagged: false, categories: [] });
    await ai.close();
  });
});
