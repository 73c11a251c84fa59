import { describe, expect, it } from 'vitest';
import { TakenTextMessages } from './taken-text-messages';

describe('TakenTextMessages', () => {
  it('takes each id once, takes a forgotten one again, and forgets the oldest past 1,000', () => {
    const taken = new TakenTextMessages();
    expect([taken.take('a'), taken.take('b'), taken.take('a')]).toEqual([true, true, false]);
    taken.forget('a');
    expect(taken.take('a')).toBe(true);

    for (let i = 0; i < 999; i++) taken.take(`n-${i}`);
    expect(taken.take('b')).toBe(true);
    expect(taken.take('n-998')).toBe(false);
  });
});
