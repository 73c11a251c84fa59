import { describe, expect, it } from 'vitest';
import { wellFormedText, withWellFormedStrings, nestsDeeperThan } from './well-formed-text';

describe('wellFormedText', () => {
  it('drops NUL and replaces lone surrogates, keeping whole emoji and ordinary text', () => {
    expect(wellFormedText('a\u0000b')).toBe('ab');
    expect(wellFormedText('\u0000')).toBe('');
    expect(wellFormedText('half \uD83D emoji')).toBe('half \uFFFD emoji');
    expect(wellFormedText('tail \uDE00')).toBe('tail \uFFFD');
    expect(wellFormedText('whole 😀 emoji, café, 你好')).toBe('whole 😀 emoji, café, 你好');
    expect(wellFormedText('\uDE00\uD83D')).toBe('\uFFFD\uFFFD');
  });

  it('cleans every string inside nested objects and arrays', () => {
    const value = { a: 'x\u0000', list: ['\uD800', 3, null, { deep: 'y\u0000z' }], ok: true };
    expect(withWellFormedStrings(value)).toEqual({ a: 'x', list: ['\uFFFD', 3, null, { deep: 'yz' }], ok: true });
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not the scalars inside them, without recursion', () => {
    expect(nestsDeeperThan({ a: [1, { b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: ['x'] }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(true);
  });
});
