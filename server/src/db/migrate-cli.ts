import { loadConfig } from '../config/env';
import { openDatabase } from './kysely';
import { migrateToLatest } from './migrate';

const config = loadConfig(undefined, { serving: false });
const handle = await openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
