import { describe, expect, it } from 'vitest';
import { asOnlineProvider, ScriptedAiProvider } from '../../../tests/integration/support/scripted-ai-provider';
import { collect, from, turnContext } from '../../../tests/integration/support/stage-harness';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { CheckedMessage } from '../realtime/stages/safety-check';
import { createCrisisAwareRespond } from './crisis-reply-stage';
import type { RiskVerdict } from './risk-classifier';

const CRISIS = 'Please reach out to a person now: 988 (call or text 988).';
const request = async (text: string) => ({
  messages: [{ role: 'user' as const, content: text }],
  purpose: 'companion' as const,
  maxTokens: 220,
  temperature: 0.5,
  language: 'en' as const,
});
const clear: RiskVerdict = { flagged: false, categories: [], languages: [] };
const flagged: RiskVerdict = { flagged: true, categories: ['self-harm'], languages: ['en'] };

function respond(ai: AiProvider, messages: CheckedMessage[]) {
  return collect(createCrisisAwareRespond({ ai, timeoutMs: 1000, request, crisisReply: async () => CRISIS })(from(messages), turnContext()));
}

describe('crisis-aware respond stage', () => {
  it('answers from the verdict it is given, without classifying the text again', async () => {
    const ai = new ScriptedAiProvider({ reply: 'Tell me more.' });
    // Words the classifier would pass, with the verdict a flag: the verdict is what counts.
    expect(await respond(ai, [{ text: 'A quiet evening.', local: flagged, provider: Promise.resolve([]) }])).toEqual([CRISIS]);
    expect(await respond(ai, [{ text: 'I want to die', local: clear, provider: Promise.resolve([]) }])).toEqual(['Tell ', 'me ', 'more.']);
  });

  it("holds an online reply until the provider's moderation is in, and gives the crisis reply when it flags", async () => {
    const scripted = new ScriptedAiProvider({ reply: 'An ordinary reply.' });
    const ai = asOnlineProvider(scripted);
    let flag: (categories: string[]) => void = () => undefined;
    const provider = new Promise<string[]>((resolve) => (flag = resolve));
    const out = respond(ai, [{ text: 'Sorting out the garage.', local: clear, provider }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The ordinary reply was asked for at once, but none of it has gone on.
    expect(scripted.replies).toHaveLength(1);
    flag(['self-harm/intent']);
    await out;
    expect(scripted.replies).toHaveLength(2);
    expect(scripted.replies[1]?.messages.at(-1)).toMatchObject({ role: 'system', content: expect.stringContaining('988') });
  });

  it('lets the held reply through when the moderation does not flag', async () => {
    const scripted = new ScriptedAiProvider({ reply: 'An ordinary reply.' });
    expect(await respond(asOnlineProvider(scripted), [{ text: 'Work was long.', local: clear, provider: Promise.resolve([]) }])).toEqual(['An ', 'ordinary ', 'reply.']);
    expect(scripted.replies).toHaveLength(1);
  });
});
