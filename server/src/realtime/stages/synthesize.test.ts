import { describe, expect, it } from 'vitest';
import { ScriptedAiProvider } from '../../../../tests/support/app/scripted-ai-provider';
import { collect, from, turnContext } from '../../../../tests/support/app/stage-harness';
import type { SpokenSentence } from './stage';
import { createSynthesizeStage } from './synthesize';

async function played(sentences: AsyncIterable<SpokenSentence>) {
  const out: { index: number; text: string; packets: number[][] | null }[] = [];
  for await (const s of sentences) {
    out.push({ index: s.index, text: s.text, packets: s.packets ? (await collect(s.packets)).map((p) => [p[1] ?? -1, p[2] ?? -1]) : null });
  }
  return out;
}

describe('synthesize stage', () => {
  it('speaks each sentence in order, in the voice and language asked for', async () => {
    const ai = new ScriptedAiProvider({ packetsPerSentence: 2, packetDelayMs: 2 });
    const stage = createSynthesizeStage({ ai, voice: 'gentle', language: 'fr', timeoutMs: 1000 });
    expect(await played(stage(from(['Un.', 'Deux.', 'Trois.'], 3), turnContext()))).toEqual([
      { index: 0, text: 'Un.', packets: [[0, 0], [0, 1]] },
      { index: 1, text: 'Deux.', packets: [[1, 0], [1, 1]] },
      { index: 2, text: 'Trois.', packets: [[2, 0], [2, 1]] },
    ]);
    expect(ai.syntheses.map((c) => [c.voice, c.language])).toEqual([['gentle', 'fr'], ['gentle', 'fr'], ['gentle', 'fr']]);
  });

  it("asks for the reply's language once, at its first sentence, and speaks every sentence in it", async () => {
    const ai = new ScriptedAiProvider({ packetsPerSentence: 1 });
    const asked: string[] = [];
    const language = () => {
      const answer = asked.length === 0 ? 'es' : 'de';
      asked.push(answer);
      return answer;
    };
    const spoken = createSynthesizeStage({ ai, voice: 'warm', language, timeoutMs: 1000 })(from(['Uno.', 'Dos.']), turnContext());
    expect(asked).toEqual([]);
    await played(spoken);
    expect(asked).toEqual(['es']);
    expect(ai.syntheses.map((c) => c.language)).toEqual(['es', 'es']);
  });

  it('synthesises the next sentence while the one before is still being played', async () => {
    const ai = new ScriptedAiProvider({ packetsPerSentence: 3 });
    const stage = createSynthesizeStage({ ai, voice: 'warm', language: 'en', timeoutMs: 1000 });
    const iterator = stage(from(['One.', 'Two.']), turnContext())[Symbol.asyncIterator]();
    const first = await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the consumer "plays" sentence one
    expect(first.done).toBe(false);
    expect(ai.syntheses.map((c) => c.text)).toEqual(['One.', 'Two.']);
  });

  it('carries on without speech after synthesis fails (captions only)', async () => {
    const ai = new ScriptedAiProvider({ failSpeech: true });
    const stage = createSynthesizeStage({ ai, voice: 'warm', language: 'en', timeoutMs: 1000 });
    expect(await played(stage(from(['One.', 'Two.']), turnContext()))).toEqual([
      { index: 0, text: 'One.', packets: [] },
      { index: 1, text: 'Two.', packets: null },
    ]);
    expect(ai.syntheses).toHaveLength(1);
  });

  it('aborts the synthesis in flight when the turn is cut', async () => {
    const ai = new ScriptedAiProvider({ packetsPerSentence: 50, packetDelayMs: 5 });
    const controller = new AbortController();
    const stage = createSynthesizeStage({ ai, voice: 'warm', language: 'en', timeoutMs: 1000 });
    for await (const sentence of stage(from(['One.', 'Two.']), turnContext({ signal: controller.signal }))) {
      for await (const _packet of sentence.packets ?? []) {
        controller.abort(new DOMException('cut', 'AbortError'));
        break;
      }
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ai.aborted.speech).toBe(1);
  });
});
