import { describe, expect, it } from 'vitest';
import { compileEntries } from './matching';

describe('compileEntries', () => {
  it('writes the word boundary once for a whole list, however long', () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`);
    const pattern = compileEntries([...words, 'stem*', '*part*'], 'en');
    expect(pattern?.source.split('\\p{L}').length).toBe(3);
  });

  it('matches a word whole, a stem at the start of a word, a part anywhere', () => {
    const pattern = compileEntries(['boss', 'manag*', '*work*'], 'en');
    expect(pattern?.test('my boss again')).toBe(true);
    expect(pattern?.test('bossy people')).toBe(false);
    expect(pattern?.test('the manager')).toBe(true);
    expect(pattern?.test('mismanaged')).toBe(false);
    expect(pattern?.test('homework')).toBe(true);
  });

  it('lets a phrase win over a word inside it', () => {
    const pattern = compileEntries(['sister', 'sister in law', 'in law*'], 'en', 'gu');
    expect('my sister in law, my sister'.replace(pattern as RegExp, '_')).toBe('my _, my _');
  });

  it('reads an Arabic word with "and", "for", "with" or "so" joined to it, and unspaced text anywhere', () => {
    expect(compileEntries(['أبويا'], 'ar')?.test('مشكلة لأبويا')).toBe(true);
    expect(compileEntries(['上司'], 'ja')?.test('私の上司が')).toBe(true);
  });

  it('has nothing to match in an empty list', () => {
    expect(compileEntries([], 'en')).toBeNull();
  });
});
