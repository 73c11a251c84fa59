import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

  it('names a generated key with an id of its own, and leaves no temporary file behind', () => {
    const first = env({});
    const second = env({});
    const a = loadConfig(first).encryption.currentKeyId;
    const b = loadConfig(second).encryption.currentKeyId;
    expect(a).toMatch(/^local-[0-9a-f]{8}$/);
    expect(b).toMatch(/^local-[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(readdirSync(first.DATA_DIR).sort()).toEqual(['encryption-keys.json']);
  });

  it('keeps reading a key file written before ids were random (local1)', () => {
    const settings = env({});
    const file = path.join(settings.DATA_DIR, 'encryption-keys.json');
    writeFileSync(file, JSON.stringify({ currentKeyId: 'local1', keys: { local1: key(5) } }), { mode: 0o600 });
    const keys = loadConfig(settings).encryption;
    expect(keys.currentKeyId).toBe('local1');
    expect(keys.keys.get('local1')).toEqual(Buffer.alloc(32, 5));
    expect(JSON.parse(readFileSync(file, 'utf8')).currentKeyId).toBe('local1');
  });

  it('refuses a damaged key file with a fixed message that never quotes its contents', () => {
    const secret = key(7);
    for (const content of [`{"currentKeyId":"local1","keys":{"local1":"${secret}"`, `${secret}\n`, JSON.stringify({ currentKeyId: 'local1', keys: { local1: secret.slice(4) } })]) {
      const settings = env({});
      writeFileSync(path.join(settings.DATA_DIR, 'encryption-keys.json'), content);
      let message = '';
      try {
        loadConfig(settings);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/encryption-keys\.json is damaged .* Restore it from a backup/);
      expect(message).not.toContain(secret.slice(4, 20));
    }
  });

  it('treats ENCRYPTION_KEY_ID without ENCRYPTION_KEYS as a configuration error', () => {
    expect(() => loadConfig(env({ ENCRYPTION_KEY_ID: 'k2' }))).toThrow(/ENCRYPTION_KEY_ID names one of ENCRYPTION_KEYS, which is not set/);
  });

  it('never generates a key when asked for existing keys only (the re-encrypt command), and writes nothing', () => {
    const settings = env({});
    expect(() => loadConfig(settings, { encryptionKeyFile: 'existing' })).toThrow(
      `there is no key file ${path.join(settings.DATA_DIR, 'encryption-keys.json')} (DATA_DIR is ${settings.DATA_DIR})`,
    );
    expect(readdirSync(settings.DATA_DIR)).toEqual([]);
    expect(loadConfig({ ...settings, ENCRYPTION_KEYS: `k1:${key(1)}` }, { encryptionKeyFile: 'existing' }).encryption.currentKeyId).toBe('k1');
  });

  it('requires ENCRYPTION_KEYS in production on its own Postgres, and not with the embedded database', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/solace', PAYMENTS_TEST_MODE: 'true', MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(env(production))).toThrow(/ENCRYPTION_KEYS is required in production with DATABASE_URL/);
    expect(loadConfig(env({ ...production, ENCRYPTION_KEYS: `k1:${key(1)}` })).encryption.currentKeyId).toBe('k1');
    expect(loadConfig(env({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', MAIL_DEV_MAILBOX_IN_PRODUCTION: 'true' })).encryption.keyFile).not.toBeNull();
  });
});
