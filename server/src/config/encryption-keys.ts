import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
 * by ENCRYPTION_KEY_ID or else the first listed; otherwise the key file in DATA_DIR, generated on the
 * first start unless `keyFile` is 'existing' (a maintenance command must never invent a key). Production
 * on its own Postgres must bring its keys: a key file beside a server that may be replaced would lose the data.
 */
export function resolveEncryptionKeys(options: {
  keysText: string | undefined;
  currentKeyId: string | undefined;
  dataDir: string;
  requireConfigured: boolean;
  keyFile?: 'create' | 'existing';
}): EncryptionConfig {
  if (options.keysText) return fromText(options.keysText, options.currentKeyId);
  if (options.currentKeyId !== undefined) {
    throw new Error('Invalid configuration: ENCRYPTION_KEY_ID names one of ENCRYPTION_KEYS, which is not set: set ENCRYPTION_KEYS too, or unset ENCRYPTION_KEY_ID');
  }
  if (options.requireConfigured) {
    throw new Error(
      'Invalid configuration: ENCRYPTION_KEYS is required in production with DATABASE_URL (e.g. ENCRYPTION_KEYS=k1:<32 random bytes in base64>; generate one with `openssl rand -base64 32`)',
    );
  }
  const file = path.join(options.dataDir, keyFileName);
  if (!existsSync(file)) {
    if (options.keyFile === 'existing') {
      throw new Error(
        `No encryption keys: ENCRYPTION_KEYS is not set and there is no key file ${file} (DATA_DIR is ${options.dataDir}). Set ENCRYPTION_KEYS, or DATA_DIR to the folder the server uses; no key is generated here.`,
      );
    }
    createKeyFile(options.dataDir, file);
  }
  return readKeyFile(file);
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

/**
 * Embedded default: one key, with an id of its own (two data folders never share an id for different
 * keys), written whole to a temporary file (mode 0600) and then linked into place. The link never
 * replaces a file, so of two processes starting at once the first one's key stays and both read it.
 */
function createKeyFile(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true });
  const id = `local-${randomBytes(4).toString('hex')}`;
  const content = `${JSON.stringify({ currentKeyId: id, keys: { [id]: randomBytes(32).toString('base64') } }, null, 2)}\n`;
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

// Never quotes the file: its contents are key bytes.
function readKeyFile(file: string): EncryptionConfig {
  const damaged = new Error(
    `The encryption key file ${file} is damaged (it is not the keys the server wrote there). Restore it from a backup: without its key the encrypted data cannot be read.`,
  );
  const text = readFileSync(file, 'utf8');
  let parsed: z.infer<typeof keyFileShape>;
  try {
    parsed = keyFileShape.parse(JSON.parse(text));
  } catch {
    throw damaged;
  }
  const keys = new Map(Object.entries(parsed.keys).map(([id, key]) => [id, Buffer.from(key, 'base64')] as const));
  for (const [id, key] of keys) if (!keyIdPattern.test(id) || key.length !== 32) throw damaged;
  if (!keys.has(parsed.currentKeyId)) throw new Error(`The encryption key file ${file} does not hold its current key`);
  return { keys, currentKeyId: parsed.currentKeyId, keyFile: file };
}
