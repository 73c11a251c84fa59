import { describe, expect, it } from 'vitest';
import { loadConversationSet, runConversation } from '../support/companion-conversations';
import { useRealtimeApp } from '../support/app/realtime-client';

/**
 * The offline companion through the real socket, on the conversation set written apart from its reply
 * rules (tests/fixtures/companion-conversations/set-a.json): every reply's checks, no sentence said twice,
 * and the ended session's tone, summary and topics. The held-out set is scored by tests/load/companion-eval.ts.
 */
describe('the offline companion on the conversation set', () => {
  const t = useRealtimeApp();
  const set = loadConversationSet('set-a.json');

  it('has at least 30 conversations, 3 in each of the 10 languages', () => {
    expect(set.length).toBeGreaterThanOrEqual(30);
    const perLanguage = new Map<string, number>();
    for (const c of set) perLanguage.set(c.language, (perLanguage.get(c.language) ?? 0) + 1);
    expect(perLanguage.size).toBe(10);
    for (const count of perLanguage.values()) expect(count).toBeGreaterThanOrEqual(3);
  });

  it.each(set.map((c) => [c.id, c] as const))('%s', async (_id, conversation) => {
    const run = await runConversation(t, conversation);
    expect(run.failures).toEqual([]);
  }, 60_000);
});
