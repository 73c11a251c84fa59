import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'solace-keys-')), ...extra });

describe('encryption keys from configuration', () => {
  it('reads ENCRYPTION_KEYS, the current key named by ENCRYPTION_KEY_ID or else the first listed', () => {
    const first = loadConfig(env({ ENCRYPTION_KEYS: `old:${key(1)}, new:${key(2)}` })).encryption;
    expect(first.currentKeyId).toBe('old');
    expect([...first.keys.keys()]).toEqual(['old', 'new']);
    expect(first.keyFile).toBeNull();
    expect(loadConfig(env({ ENCRYPTION_KEYS: `old:${key(1)},new:${key(2)}`, ENCRYPTION_KEY_ID: 'new' })).encryption.currentKeyId).toBe('new');
  });

  it('refuses keys that are not 32 bytes, a malformed list or an unknown current key', () => {
    expect(() => loadConfig(env({ ENCRYPTION_KEYS: `k1:${Buffer.alloc(16).toString('base64')}` }))).toThrow(/must be 32 bytes/);
    expect(() => loadConfig(env({ ENCRYPTION_KEYS: key(1) }))).toThrow(/id:base64key/);
    expect(() => loadConfig(env({ ENCRYPTION_KEYS: `k1:${key(1)}`, ENCRYPTION_KEY_ID: 'k2' }))).toThrow(/"k2" is not in ENCRYPTION_KEYS/);
  });

  it('generates a key file in a fresh DATA_DIR (readable by the owner only) and reuses it on the next start', () => {
    const settings = env({});
    const first = loadConfig(settings).encryption;
    const file = path.join(settings.DATA_DIR, 'encryption-keys.json');
    expect(first.keyFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8');
    const second = loadConfig(settings).encryption;
    expect(readFileSync(file, 'utf8')).toBe(stored);
    expect(second.currentKeyId).toBe(first.currentKeyId);
    expect(second.keys.get(second.currentKeyId)).toEqual(first.keys.get(first.currentKeyId));
    expect(first.keys.get(first.currentKeyId)).toHaveLength(32);
  });

  it('requires ENCRYPTION_KEYS in production on its own Postgres, and not with the embedded database', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/solace' };
    expect(() => loadConfig(env(production))).toThrow(/ENCRYPTION_KEYS is required in production with DATABASE_URL/);
    expect(loadConfig(env({ ...production, ENCRYPTION_KEYS: `k1:${key(1)}` })).encryption.currentKeyId).toBe('k1');
    expect(loadConfig(env({ NODE_ENV: 'production' })).encryption.keyFile).not.toBeNull();
  });
});
