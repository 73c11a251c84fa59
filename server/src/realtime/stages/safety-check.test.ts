import { describe, expect, it } from 'vitest';
import { ScriptedAiProvider } from '../../../../tests/integration/support/scripted-ai-provider';
import { collect, from, turnContext } from '../../../../tests/integration/support/stage-harness';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createSafetyCheck } from './safety-check';

describe('safety-check stage', () => {
  it('passes every message on and reports the flagged ones', async () => {
    const ai = new ScriptedAiProvider({ flagged: (text) => text.includes('hurt myself') });
    const flagged: string[][] = [];
    const stage = createSafetyCheck({ ai, timeoutMs: 1000, onFlagged: (categories) => flagged.push(categories) });
    const out = await collect(stage(from(['I had a long day', 'I want to hurt myself']), turnContext()));
    expect(out).toEqual(['I had a long day', 'I want to hurt myself']);
    expect(flagged).toEqual([['self-harm']]);
    expect(ai.moderations).toHaveLength(2);
  });

  it('never blocks the reply when moderation fails', async () => {
    const broken = { moderate: () => Promise.reject(new Error('down')) } as unknown as AiProvider;
    const stage = createSafetyCheck({ ai: broken, timeoutMs: 1000, onFlagged: () => undefined });
    expect(await collect(stage(from(['Still here']), turnContext()))).toEqual(['Still here']);
  });

  it('asks for the moderation after the reply that the message goes on to', async () => {
    const calls: string[] = [];
    const ai = { moderate: () => (calls.push('moderation'), Promise.resolve({ flagged: false, categories: [] })) } as unknown as AiProvider;
    const stage = createSafetyCheck({ ai, timeoutMs: 1000, onFlagged: () => undefined });
    for await (const text of stage(from(['I had a long day']), turnContext())) calls.push(`reply to ${text}`);
    expect(calls).toEqual(['reply to I had a long day', 'moderation']);
  });
});
