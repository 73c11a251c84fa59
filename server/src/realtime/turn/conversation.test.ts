import { describe, expect, it } from 'vitest';
import { Conversation } from './conversation';

describe('Conversation', () => {
  it('keeps the latest 20 messages', () => {
    const conversation = new Conversation([]);
    for (let i = 1; i <= 22; i++) conversation.add(i % 2 ? 'user' : 'assistant', `m${i}`);
    expect(conversation.history.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 3}`));
  });

  it('takes back a message never said, with the one it pushed out, leaving the others as they were', () => {
    const conversation = new Conversation([]);
    for (let i = 1; i <= 20; i++) conversation.add(i % 2 ? 'user' : 'assistant', `m${i}`);
    const before = conversation.history.map((m) => m.content);
    const held = conversation.add('user', 'I have been feeling');
    expect(conversation.history[0]?.content).toBe('m2');
    expect(conversation.recent(1)).toEqual([{ role: 'user', content: 'I have been feeling' }]);
    conversation.withdraw(held);
    expect(conversation.history.map((m) => m.content)).toEqual(before);
  });
});
