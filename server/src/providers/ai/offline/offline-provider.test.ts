import { describe, expect, it } from 'vitest';
import type { ReplyRequest } from '../ai-provider';
import { createOfflineAiProvider } from './offline-provider';

const ai = createOfflineAiProvider();
const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  messages: [{ role: 'user', content: 'I feel anxious about tomorrow' }],
  purpose: 'companion',
  maxTokens: 220,
  temperature: 0.5,
  language: 'en',
  signal: new AbortController().signal,
  ...overrides,
});

async function collect(deltas: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of deltas) out.push(delta);
  return out;
}

describe('offline provider', () => {
  it('streams a reply word by word, each word keeping its space', async () => {
    const deltas = await collect(ai.streamReply(request()));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.slice(0, -1).every((d) => d.endsWith(' ') && d.trim().split(' ').length === 1)).toBe(true);
    expect(deltas.join('')).toMatch(/worry|unsettling/);
  });

  it('streams Chinese a few characters at a time', async () => {
    const deltas = await collect(ai.streamReply(request({ language: 'zh', messages: [{ role: 'user', content: '我很焦虑' }] })));
    expect(deltas.every((d) => Array.from(d).length <= 2)).toBe(true);
    expect(deltas.join('')).toMatch(/担忧|不安/);
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const reason = new DOMException('barge-in', 'AbortError');
    await expect(
      (async () => {
        for await (const delta of ai.streamReply(request({ signal: controller.signal }))) {
          seen.push(delta);
          if (seen.length === 3) controller.abort(reason);
        }
      })(),
    ).rejects.toBe(reason);
    expect(seen).toHaveLength(3);
  });

  it('answers summaries as text, a session summary with memories and insights as JSON', async () => {
    const summary = (await collect(ai.streamReply(request({ purpose: 'summary' })))).join('');
    expect(summary).toBe('You spoke of worry. In your own words: “I feel anxious about tomorrow”.');
    const cut = (
      await collect(
        ai.streamReply(
          request({
            purpose: 'summary',
            messages: [{ role: 'user', content: 'Work has been so stressful. I should talk to my manager about the deadlines. Only Biscuit the cat kept me company.' }],
          }),
        ),
      )
    ).join('');
    // A quote cut after a full stop ends on the ellipsis alone.
    expect(cut).toContain('“Work has been so stressful. I should talk to my manager about the deadlines…”');
    expect(await ai.completeJson(request({ purpose: 'summary' }))).toEqual({ summary, memories: [] });
    const insights = await ai.completeJson(request({ purpose: 'insights' }));
    expect(insights).toMatchObject({ trend: 'stable', insights: ['Recurring theme: worry.', expect.any(String)] });
    const streamed: unknown = JSON.parse((await collect(ai.streamReply(request({ purpose: 'insights' })))).join(''));
    expect(streamed).toEqual(insights);
  });

  it('moderates with keywords and honours an aborted signal', async () => {
    const signal = new AbortController().signal;
    await expect(ai.moderate({ text: 'I want to end my life', signal })).resolves.toEqual({ flagged: true, categories: ['self-harm'] });
    await expect(ai.moderate({ text: 'rough day', signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
