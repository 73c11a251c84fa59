import { describe, expect, it } from 'vitest';
import { ScriptedAiProvider } from '../../../../tests/support/app/scripted-ai-provider';
import { collect, companionRequest, from, turnContext } from '../../../../tests/support/app/stage-harness';
import { createManualClock } from '../../../../tests/support/manual-clock';
import { createRespondStage } from './respond';
import type { AiProvider } from '../../providers/ai/ai-provider';

const request = companionRequest;

describe('respond stage', () => {
  it('streams the reply token by token with the request it was given', async () => {
    const ai = new ScriptedAiProvider({ reply: 'I hear you. Tell me more.' });
    const deltas = await collect(createRespondStage({ ai, request, timeoutMs: 1000 })(from(['I am sad']), turnContext()));
    expect(deltas).toEqual(['I ', 'hear ', 'you. ', 'Tell ', 'me ', 'more.']);
    expect(ai.replies[0]).toMatchObject({ maxTokens: 220, temperature: 0.5, messages: [{ role: 'user', content: 'I am sad' }] });
  });

  it("answers SPEC's fallbacks when the provider fails or says nothing", async () => {
    const failing = new ScriptedAiProvider({ failReply: 'before' });
    expect(await collect(createRespondStage({ ai: failing, request, timeoutMs: 1000 })(from(['x']), turnContext()))).toEqual([
      "I'm having trouble processing your message right now. Please try again.",
    ]);
    const empty = new ScriptedAiProvider({ failReply: 'empty' });
    expect(await collect(createRespondStage({ ai: empty, request, timeoutMs: 1000 })(from(['x']), turnContext()))).toEqual([
      'I understand. Please tell me more.',
    ]);
  });

  it('times out on the server clock when the provider stalls, and not while the consumer is busy', async () => {
    const clock = createManualClock();
    let calls = 0;
    const stalling: Pick<AiProvider, 'streamReply'> = {
      async *streamReply(input) {
        calls++;
        yield 'Hello ';
        await new Promise((_resolve, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason as Error)));
      },
    };
    const stage = createRespondStage({ ai: stalling as AiProvider, request, timeoutMs: 5000 });
    const iterator = stage(from(['x']), turnContext({ clock }))[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: 'Hello ', done: false });
    await clock.advance(60_000); // the consumer holds the delta: no countdown meanwhile
    const next = iterator.next();
    await clock.advance(4999);
    await clock.advance(1);
    expect(await next).toEqual({ value: undefined, done: true }); // partial reply kept, no fallback appended
    expect(calls).toBe(1);
  });

  it('stops at once when the turn is cut, and the provider sees the abort', async () => {
    const ai = new ScriptedAiProvider({ reply: 'one two three four five six', deltaDelayMs: 20 });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const delta of createRespondStage({ ai, request, timeoutMs: 5000 })(from(['x']), turnContext({ signal: controller.signal }))) {
      seen.push(delta);
      if (seen.length === 2) controller.abort(new DOMException('cut', 'AbortError'));
    }
    expect(seen).toEqual(['one ', 'two ']);
    expect(ai.aborted.reply).toBe(1);
  });
});
