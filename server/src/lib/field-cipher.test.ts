import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FieldCipher, sealedKeyId } from './field-cipher';

const k1 = randomBytes(32);
const k2 = randomBytes(32);
const cipher = (current: string, keys: Record<string, Buffer>) => new FieldCipher({ keys: new Map(Object.entries(keys)), currentKeyId: current });

describe('FieldCipher', () => {
  it('seals under the current key and opens back to the same text', () => {
    const c = cipher('k1', { k1 });
    const text = 'I could not sleep again, and work feels heavy 😔';
    const sealed = c.seal(text);
    expect(sealed.startsWith('enc:v1:k1:')).toBe(true);
    expect(sealed).not.toContain('sleep');
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(c.open(sealed)).toBe(text);
    expect(c.open(c.seal(''))).toBe('');
    // A fresh IV each time: the same text never seals to the same value.
    expect(c.seal(text)).not.toBe(sealed);
  });

  it('refuses a value whose bytes were altered', () => {
    const c = cipher('k1', { k1 });
    const sealed = c.seal('a private note');
    const body = Buffer.from(sealed.slice('enc:v1:k1:'.length), 'base64url');
    body.writeUInt8(body.readUInt8(14) ^ 1, 14);
    expect(() => c.open(`enc:v1:k1:${body.toString('base64url')}`)).toThrow(/integrity check/);
    expect(() => c.open('enc:v1:k1:AAAA')).toThrow(/too short/);
  });

  it('refuses a value sealed under the same id with another key', () => {
    const sealed = cipher('k1', { k1 }).seal('a private note');
    expect(() => cipher('k1', { k1: k2 }).open(sealed)).toThrow(/integrity check/);
  });

  it('names the missing key when a value uses a key that is not configured', () => {
    const sealed = cipher('k1', { k1 }).seal('a private note');
    expect(() => cipher('k2', { k2 }).open(sealed)).toThrow(/key "k1", which is not configured/);
  });

  it('opens values under any listed key and tells which are current', () => {
    const old = cipher('k1', { k1 }).seal('before the rotation');
    const rotated = cipher('k2', { k1, k2 });
    expect(rotated.open(old)).toBe('before the rotation');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('after'))).toBe(true);
  });

  it('reads plain values written before encryption as they are', () => {
    const c = cipher('k1', { k1 });
    expect(c.open('Feeling better after the walk')).toBe('Feeling better after the walk');
    expect(sealedKeyId('Feeling better')).toBeNull();
    expect(c.isCurrent('Feeling better')).toBe(false);
  });

  it('refuses keys of the wrong size or an unknown current key', () => {
    expect(() => cipher('k1', { k1: randomBytes(16) })).toThrow(/32 bytes/);
    expect(() => cipher('k3', { k1 })).toThrow(/not among the keys/);
    expect(() => cipher('a:b', { 'a:b': k1 })).toThrow(/may only use/);
  });
});
