import { describe, expect, it } from 'vitest';
import { asOnlineProvider, ScriptedAiProvider } from '../../../tests/support/app/scripted-ai-provider';
import { collect, companionRequest, from, turnContext } from '../../../tests/support/app/stage-harness';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { Clock } from '../lib/clock';
import { createManualClock } from '../../../tests/support/manual-clock';
import type { CheckedMessage } from '../realtime/stages/safety-check';
import { createCrisisAwareRespond, MODERATION_HOLD_MS } from './crisis-reply-stage';
import type { RiskVerdict } from './risk-classifier';

const CRISIS = 'Please reach out to a person now: 988 (call or text 988).';
const request = companionRequest;
const clear: RiskVerdict = { flagged: false, categories: [], languages: [] };
const flagged: RiskVerdict = { flagged: true, categories: ['self-harm'], languages: ['en'] };

function stage(ai: AiProvider, messages: CheckedMessage[], turn: { clock?: Clock; signal?: AbortSignal } = {}) {
  return createCrisisAwareRespond({ ai, timeoutMs: 1000, request, crisisReply: async () => CRISIS })(from(messages), turnContext(turn));
}

function respond(ai: AiProvider, messages: CheckedMessage[]) {
  return collect(stage(ai, messages));
}

/** Collects what the stage yields into `out` as it comes. */
async function drain(items: AsyncIterable<string>, out: string[]): Promise<void> {
  for await (const item of items) out.push(item);
}

const pending = () => {
  let flag: (categories: string[]) => void = () => undefined;
  const provider = new Promise<string[]>((resolve) => (flag = resolve));
  return { provider, flag: (categories: string[]) => flag(categories) };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('crisis-aware respond stage', () => {
  it('answers from the verdict it is given, without classifying the text again', async () => {
    const ai = new ScriptedAiProvider({ reply: 'Tell me more.' });
    // Words the classifier would pass, with the verdict a flag: the verdict is what counts.
    expect(await respond(ai, [{ text: 'A quiet evening.', local: flagged, provider: Promise.resolve([]) }])).toEqual([CRISIS]);
    expect(await respond(ai, [{ text: 'I want to die', local: clear, provider: Promise.resolve([]) }])).toEqual(['Tell ', 'me ', 'more.']);
  });

  it("holds an online reply until the provider's moderation is in, and gives the crisis reply when it flags", async () => {
    const scripted = new ScriptedAiProvider({
      reply: (r) => (r.messages.at(-1)?.role === 'system' ? 'You matter, call 988.' : 'An ordinary reply.'),
    });
    const { provider, flag } = pending();
    const out: string[] = [];
    const done = drain(stage(asOnlineProvider(scripted), [{ text: 'Sorting out the garage.', local: clear, provider }]), out);
    await tick();
    // The ordinary reply was asked for at once, but none of it has gone on.
    expect(scripted.replies).toHaveLength(1);
    expect(out).toEqual([]);
    flag(['self-harm/intent']);
    await done;
    expect(out.join('')).toBe('You matter, call 988.');
    expect(scripted.replies).toHaveLength(2);
    expect(scripted.replies[1]?.messages.at(-1)).toMatchObject({ role: 'system', content: expect.stringContaining('988') });
  });

  it(`lets the ordinary reply go after ${MODERATION_HOLD_MS} ms when the moderation is late`, async () => {
    const clock = createManualClock();
    const scripted = new ScriptedAiProvider({ reply: 'An ordinary reply.' });
    const { provider, flag } = pending();
    const out: string[] = [];
    const done = drain(stage(asOnlineProvider(scripted), [{ text: 'Work was long.', local: clear, provider }], { clock }), out);
    await clock.advance(MODERATION_HOLD_MS - 1);
    expect(out).toEqual([]);
    await clock.advance(1);
    await done;
    expect(out.join('')).toBe('An ordinary reply.');
    // A later flag is the safety check's to send lines for: the reply said stays as it was.
    flag(['self-harm/intent']);
    expect(scripted.replies).toHaveLength(1);
  });

  it('releases nothing when the turn is cut while the reply is held', async () => {
    const scripted = new ScriptedAiProvider({ reply: 'An ordinary reply.' });
    const { provider, flag } = pending();
    const cut = new AbortController();
    const out: string[] = [];
    const done = drain(stage(asOnlineProvider(scripted), [{ text: 'Work was long.', local: clear, provider }], { signal: cut.signal }), out);
    await tick();
    cut.abort(new DOMException('The reply was cut.', 'AbortError'));
    // Settled without waiting for the moderation, which flags after the cut: no crisis reply is asked for either.
    await done.catch(() => undefined);
    flag(['self-harm/intent']);
    await tick();
    expect(out).toEqual([]);
    expect(scripted.replies).toHaveLength(1);
  });

  it('lets the held reply through when the moderation does not flag', async () => {
    const scripted = new ScriptedAiProvider({ reply: 'An ordinary reply.' });
    expect(await respond(asOnlineProvider(scripted), [{ text: 'Work was long.', local: clear, provider: Promise.resolve([]) }])).toEqual(['An ', 'ordinary ', 'reply.']);
    expect(scripted.replies).toHaveLength(1);
  });
});
