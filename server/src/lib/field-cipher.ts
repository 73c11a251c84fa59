import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What every sealed value starts with; the key id and the sealed bytes follow: `enc:v1:<keyId>:<base64url(iv|ciphertext|tag)>`. */
export const sealedMarker = 'enc:v1:';

const ivBytes = 12;
const tagBytes = 16;
export const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

export interface FieldKeys {
  /** Key id -> 32-byte AES-256 key. */
  keys: ReadonlyMap<string, Buffer>;
  /** The key new values are sealed with. */
  currentKeyId: string;
}

export function isSealed(value: string): boolean {
  return value.startsWith(sealedMarker);
}

/** The key id a sealed value names, or null for a plain (pre-encryption) value. */
export function sealedKeyId(value: string): string | null {
  if (!isSealed(value)) return null;
  const end = value.indexOf(':', sealedMarker.length);
  return end === -1 ? null : value.slice(sealedMarker.length, end);
}

/**
 * AES-256-GCM for the columns that hold what a person said. Values are sealed under the current key
 * and opened by the key id they carry, so keys can rotate; a plain value (written before encryption)
 * is read as it is.
 */
export class FieldCipher {
  readonly currentKeyId: string;
  readonly #keys: ReadonlyMap<string, Buffer>;
  readonly #derived = new Map<string, ReadonlyMap<string, Buffer>>();

  constructor({ keys, currentKeyId }: FieldKeys) {
    for (const [id, key] of keys) {
      if (!keyIdPattern.test(id)) throw new Error(`Encryption key id "${id}" may only use letters, digits, - and _`);
      if (key.length !== 32) throw new Error(`Encryption key "${id}" must be 32 bytes (it is ${key.length})`);
    }
    if (!keys.has(currentKeyId)) throw new Error(`The current encryption key "${currentKeyId}" is not among the keys`);
    this.#keys = keys;
    this.currentKeyId = currentKeyId;
  }

  seal(text: string): string {
    const prefix = `${sealedMarker}${this.currentKeyId}:`;
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#key(this.currentKeyId), iv);
    cipher.setAAD(Buffer.from(prefix));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return prefix + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The text of a sealed value; a plain value comes back unchanged. Throws on an unknown key or altered bytes. */
  open(value: string): string {
    const keyId = sealedKeyId(value);
    if (keyId === null) {
      if (isSealed(value)) throw new Error('An encrypted value is malformed (no key id)');
      return value;
    }
    const prefix = `${sealedMarker}${keyId}:`;
    const bytes = Buffer.from(value.slice(prefix.length), 'base64url');
    if (bytes.length < ivBytes + tagBytes) throw new Error(`An encrypted value under key "${keyId}" is too short`);
    const decipher = createDecipheriv('aes-256-gcm', this.#key(keyId), bytes.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(prefix));
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(`An encrypted value under key "${keyId}" failed its integrity check (altered, or a different key with that id)`);
    }
  }

  /**
   * A key for another use than sealing (the message search index), derived from each configured key
   * with HKDF-SHA256 under `purpose`; the configured keys themselves never leave this class.
   */
  derivedKeys(purpose: string): ReadonlyMap<string, Buffer> {
    let derived = this.#derived.get(purpose);
    if (!derived) {
      derived = new Map([...this.#keys].map(([id, key]) => [id, Buffer.from(hkdfSync('sha256', key, '', purpose, 32))] as const));
      this.#derived.set(purpose, derived);
    }
    return derived;
  }

  /** Whether a key with this id is configured. */
  hasKey(keyId: string): boolean {
    return this.#keys.has(keyId);
  }

  /** Whether the value is already sealed under the current key (the re-encryption skips it). */
  isCurrent(value: string): boolean {
    return sealedKeyId(value) === this.currentKeyId;
  }

  #key(keyId: string): Buffer {
    const key = this.#keys.get(keyId);
    if (!key) {
      throw new Error(`An encrypted value uses key "${keyId}", which is not configured: add it back to ENCRYPTION_KEYS to read it`);
    }
    return key;
  }
}
