import type { Kysely } from 'kysely';
import type { Config } from './config/env';
import type { Database } from './db/database';
import type { DatabaseKind } from './db/kysely';
import type { Mailer } from './providers/mail/mailer';

/** What every feature's routes receive from `buildApp`. */
export interface FeatureContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  mailer: Mailer;
  now: () => Date;
}

/** The options every feature route plugin is registered with. */
export interface FeatureOptions {
  context: FeatureContext;
}
