import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { keyIdPattern, type FieldKeys } from '../lib/field-cipher';

export interface EncryptionConfig extends FieldKeys {
  /** The generated key file the keys came from; null when they came from ENCRYPTION_KEYS. */
  keyFile: string | null;
}

const keyFileName = 'encryption-keys.json';
const keyFileShape = z.object({ currentKeyId: z.string(), keys: z.record(z.string(), z.string()) });

/**
 * The keys for encryption at rest. ENCRYPTION_KEYS (`id:base64key,…`) when set, the current one named
 * by ENCRYPTION_KEY_ID or else the first listed; otherwise a key generated once into DATA_DIR. Production
 * on its own Postgres must bring its keys: a key file beside a server that may be replaced would lose the data.
 */
export function resolveEncryptionKeys(options: {
  keysText: string | undefined;
  currentKeyId: string | undefined;
  dataDir: string;
  requireConfigured: boolean;
}): EncryptionConfig {
  if (options.keysText) return fromText(options.keysText, options.currentKeyId);
  if (options.requireConfigured) {
    throw new Error(
      'Invalid configuration: ENCRYPTION_KEYS is required in production with DATABASE_URL (e.g. ENCRYPTION_KEYS=k1:<32 random bytes in base64>; generate one with `openssl rand -base64 32`)',
    );
  }
  return fromKeyFile(options.dataDir);
}

function fromText(text: string, currentKeyId: string | undefined): EncryptionConfig {
  const keys = new Map<string, Buffer>();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? '' : entry.slice(0, colon);
    if (!keyIdPattern.test(id)) throw new Error('Invalid configuration: ENCRYPTION_KEYS entries are id:base64key, the id letters, digits, - or _');
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (key.length !== 32) throw new Error(`Invalid configuration: ENCRYPTION_KEYS key "${id}" must be 32 bytes in base64 (it is ${key.length})`);
    if (keys.has(id)) throw new Error(`Invalid configuration: ENCRYPTION_KEYS names "${id}" twice`);
    keys.set(id, key);
  }
  const first = keys.keys().next().value;
  if (first === undefined) throw new Error('Invalid configuration: ENCRYPTION_KEYS lists no key');
  const current = currentKeyId ?? first;
  if (!keys.has(current)) throw new Error(`Invalid configuration: ENCRYPTION_KEY_ID "${current}" is not in ENCRYPTION_KEYS`);
  return { keys, currentKeyId: current, keyFile: null };
}

/** Embedded default: one key generated on the first start and kept (mode 0600) in DATA_DIR. */
function fromKeyFile(dataDir: string): EncryptionConfig {
  const file = path.join(dataDir, keyFileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const content = { currentKeyId: 'local1', keys: { local1: randomBytes(32).toString('base64') } };
    // 'wx': two processes starting at once never overwrite each other's key.
    try {
      writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const parsed = keyFileShape.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`The encryption key file ${file} is not readable as keys`);
  const keys = new Map(Object.entries(parsed.data.keys).map(([id, key]) => [id, Buffer.from(key, 'base64')] as const));
  if (!keys.has(parsed.data.currentKeyId)) throw new Error(`The encryption key file ${file} does not hold its current key`);
  return { keys, currentKeyId: parsed.data.currentKeyId, keyFile: file };
}
