import { loadConfig } from './config/env';
import { openDatabase } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase(config);
await migrateToLatest(database.db);
const app = await buildApp(config, { db: database.db, dbKind: database.kind });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Solace is running at ${config.publicUrl} (database: ${database.kind})`);
