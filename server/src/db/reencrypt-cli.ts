import { loadConfig } from '../config/env';
import { FieldCipher } from '../lib/field-cipher';
import { openDatabase } from './kysely';
import { reencryptAll } from './reencrypt';

// `npm run db:reencrypt`: after a new key becomes current (ENCRYPTION_KEY_ID), or to encrypt rows written
// before encryption existed. Keep the old key listed until this has run; it can run again safely.
const config = loadConfig();
const cipher = new FieldCipher(config.encryption);
const handle = await openDatabase(config);
try {
  console.log(`Re-encrypting under key "${cipher.currentKeyId}"${config.encryption.keyFile ? ` (from ${config.encryption.keyFile})` : ''}`);
  const results = await reencryptAll(handle.db, cipher, {
    onBatch: (c) => console.log(`  ${c.table}.${c.column}: ${c.encrypted + c.rotated} so far`),
  });
  for (const c of results) console.log(`${c.table}.${c.column}: ${c.encrypted} encrypted, ${c.rotated} rotated`);
} finally {
  await handle.close();
}
