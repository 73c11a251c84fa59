import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { FieldCipher } from '../lib/field-cipher';
import { embeddedDatabaseDir, openDatabase } from './kysely';
import { reencryptAll } from './reencrypt';
import { reencryptBlockers } from './reencrypt-preflight';

// `npm run db:reencrypt`: after a new key becomes current (ENCRYPTION_KEY_ID), or to encrypt rows written
// before encryption existed. Keep the old key listed until this has run; it can run again safely. It never
// generates a key, and writes nothing unless every key id stored is configured and opens what it sealed.
async function main(): Promise<number> {
  const config = loadConfig(undefined, { encryptionKeyFile: 'existing', serving: false });
  const cipher = new FieldCipher(config.encryption);
  const source = config.encryption.keyFile ? `from ${config.encryption.keyFile}` : 'from ENCRYPTION_KEYS';
  console.log(`Keys ${[...config.encryption.keys.keys()].map((id) => `"${id}"`).join(', ')} (${source}); current "${cipher.currentKeyId}"`);
  // PGlite keeps postmaster.pid in its folder while a process has it open; two processes on one folder corrupt it.
  const embedded = embeddedDatabaseDir(config.dataDir);
  if (!config.databaseUrl && existsSync(path.join(embedded, 'postmaster.pid'))) {
    console.error(
      `The embedded database in ${embedded} is open in another process (the server?): stop it, then run this again. If nothing has it open (a crash), start and stop the server once.`,
    );
    return 1;
  }
  const handle = await openDatabase(config);
  try {
    const blockers = await reencryptBlockers(handle.db, cipher);
    if (blockers.length > 0) {
      console.error(['Nothing was changed:', ...blockers.map((b) => `  ${b}`)].join('\n'));
      return 1;
    }
    console.log(`Re-encrypting under key "${cipher.currentKeyId}"`);
    const results = await reencryptAll(handle.db, cipher, {
      onBatch: (c) => console.log(`  ${c.table}.${c.column}: ${c.encrypted + c.rotated} so far`),
    });
    for (const c of results) console.log(`${c.table}.${c.column}: ${c.encrypted} encrypted, ${c.rotated} rotated`);
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
