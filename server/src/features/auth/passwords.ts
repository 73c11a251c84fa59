import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with the OWASP-recommended cost.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an email with no account,
 * so response times do not reveal which addresses are registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('solace-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
