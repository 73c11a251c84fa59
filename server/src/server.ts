import { noMailWarning, paymentsTestModeWarning } from '@shared/api/health';
import { loadConfig } from './config/env';
import { openDatabase } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './app';
import { armShutdownDeadline } from './lib/shutdown-deadline';
import { logSpeechRecognition, probeSpeechRecognition } from './providers/ai/speech-recognition-probe';
import { warmUpTextRules } from './providers/ai/offline/warm-up';

const config = loadConfig();
const database = await openDatabase(config);
await migrateToLatest(database.db);
const speechRecognition = probeSpeechRecognition(config.ai);
const app = await buildApp(config, { db: database.db, dbKind: database.kind, speechRecognition });
logSpeechRecognition(app.log, speechRecognition);
if (config.paymentsTestModeInProduction) app.log.warn(paymentsTestModeWarning);
if (config.mailMissingInProduction) app.log.warn(noMailWarning);
if (config.encryption.keyFile) {
  app.log.info({ keyFile: config.encryption.keyFile }, 'encryption key kept in DATA_DIR: back it up with the data, or set ENCRYPTION_KEYS');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining');
  armShutdownDeadline({
    ms: config.shutdownDeadlineMs,
    openWork: async () => ({
      openConnections: await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count))),
      openSockets: app.websocketServer.clients.size,
    }),
    log: (open) => app.log.error({ deadlineMs: config.shutdownDeadlineMs, ...open }, 'the stop passed its deadline: exiting with these still open'),
    exit: (code) => process.exit(code),
  });
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

app.log.info({ ms: warmUpTextRules() }, 'text rules warmed up');

// One line with the address the README names (and the only one the origin check is sure to accept in production).
await app.listen({
  host: config.host,
  port: config.port,
  listenTextResolver: () => `Solace is running at ${config.publicUrl} (database: ${database.kind})`,
});
