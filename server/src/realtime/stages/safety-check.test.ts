import { describe, expect, it } from 'vitest';
import { ScriptedAiProvider } from '../../../../tests/support/app/scripted-ai-provider';
import { collect, from, turnContext } from '../../../../tests/support/app/stage-harness';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createSafetyCheck, type SafetyFlag } from './safety-check';

/** A provider with its own moderation (as OpenAI's), answering as told. */
function moderatedAi(moderate: (text: string) => Promise<{ flagged: boolean; categories: string[] }>) {
  const calls: string[] = [];
  const ai = { mode: 'openai', moderate: ({ text }: { text: string }) => (calls.push(text), moderate(text)) } as unknown as AiProvider;
  return { ai, calls };
}

async function run(ai: AiProvider, texts: string[]) {
  const flags: SafetyFlag[] = [];
  const stage = createSafetyCheck({ ai, timeoutMs: 1000, onFlagged: (flag) => void flags.push(flag), keep: () => undefined });
  const out = await collect(stage(from(texts), turnContext()));
  return { out: out.map((m) => m.text), flags, verdicts: out };
}

describe('safety-check stage', () => {
  it('passes every message on and flags risk with the local classifier, offline, in any language', async () => {
    const ai = new ScriptedAiProvider();
    const { out, flags } = await run(ai, ['I had a long day', 'Everyone would be better off without me', 'もう死にたい']);
    expect(out).toEqual(['I had a long day', 'Everyone would be better off without me', 'もう死にたい']);
    expect(flags).toEqual([
      { flaggedBy: 'local', categories: ['self-harm'] },
      { flaggedBy: 'local', categories: ['self-harm'] },
    ]);
    // The offline provider's moderation is the local classifier: it is not asked again.
    expect(ai.moderations).toEqual([]);
  });

  it("adds the provider's self-harm verdict: either one is enough, both are recorded as both", async () => {
    const { ai, calls } = moderatedAi(async (text) =>
      text.includes('rope') || text.includes('die')
        ? { flagged: true, categories: ['self-harm', 'self-harm/intent'] }
        : { flagged: text.includes('fight'), categories: ['violence'] },
    );
    const { flags } = await run(ai, ['I keep looking at the rope in the garage', 'I want to die', 'Watching a fight film', 'Work was fine']);
    expect(flags).toEqual([
      { flaggedBy: 'provider', categories: ['self-harm', 'self-harm/intent'] },
      { flaggedBy: 'both', categories: ['self-harm', 'self-harm/intent'] },
    ]);
    expect(calls).toHaveLength(4);
  });

  it('passes each message on with its verdicts, so the reply need not classify it again', async () => {
    const { ai } = moderatedAi(async (text) => ({ flagged: text.includes('rope'), categories: ['self-harm/intent'] }));
    const { verdicts } = await run(ai, ['I keep looking at the rope in the garage', 'I want to die']);
    expect(verdicts.map((m) => m.local.flagged)).toEqual([false, true]);
    expect(await Promise.all(verdicts.map((m) => m.provider))).toEqual([['self-harm/intent'], []]);
  });

  it('keeps the local flag when the provider fails, and never blocks the reply', async () => {
    const { ai } = moderatedAi(() => Promise.reject(new Error('moderation down')));
    const { out, flags } = await run(ai, ['I have been saving up my pills', 'Still here']);
    expect(out).toEqual(['I have been saving up my pills', 'Still here']);
    expect(flags).toEqual([{ flaggedBy: 'local', categories: ['self-harm'] }]);
  });

  it('asks for the moderation after the reply that the message goes on to', async () => {
    const calls: string[] = [];
    const { ai } = moderatedAi(() => (calls.push('moderation'), Promise.resolve({ flagged: false, categories: [] })));
    const stage = createSafetyCheck({ ai, timeoutMs: 1000, onFlagged: () => undefined, keep: () => undefined });
    for await (const { text } of stage(from(['I had a long day']), turnContext())) calls.push(`reply to ${text}`);
    expect(calls).toEqual(['reply to I had a long day', 'moderation']);
  });

  it("keeps the provider's flag when the turn is cut before its moderation answers, without holding the turn", async () => {
    const { ai } = moderatedAi(
      (text) => new Promise((resolve) => setTimeout(() => resolve({ flagged: text.includes('rope'), categories: ['self-harm/intent'] }), 60)),
    );
    const flags: SafetyFlag[] = [];
    const kept: Promise<unknown>[] = [];
    const cut = new AbortController();
    const stage = createSafetyCheck({ ai, timeoutMs: 1000, onFlagged: (flag) => void flags.push(flag), keep: (v) => void kept.push(v) });
    setTimeout(() => cut.abort(new DOMException('The reply was cut.', 'AbortError')), 20);
    await collect(stage(from(['I keep looking at the rope in the garage']), turnContext({ signal: cut.signal })));
    // The stage ended with the cut, before the verdict came in.
    expect(flags).toEqual([]);
    await Promise.all(kept);
    expect(flags).toEqual([{ flaggedBy: 'provider', categories: ['self-harm/intent'] }]);
  });
});
