import { describe, expect, it } from 'vitest';
import { wellFormedText, withWellFormedStrings } from './well-formed-text';

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
