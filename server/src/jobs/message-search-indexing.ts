import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { indexWaitingSessions } from '../features/sessions/message-search-index';
import { startRepeatingPass } from './repeating-pass';

const BATCH = 50;

/**
 * Indexes, in the background, the sessions the message search cannot read yet: those from before it
 * existed, and those indexed under a key that is no longer current. One pass at start and then every
 * `intervalMs`; a pass goes on batch after batch until none is waiting, yielding between batches.
 */
export function startMessageSearchIndexing(deps: { db: Kysely<Database>; log: FastifyBaseLogger }, options: { intervalMs: number }) {
  let stopped = false;
  const stopPasses = startRepeatingPass(
    async () => {
      let indexed = 0;
      for (let batch = BATCH; batch === BATCH && !stopped; ) {
        batch = await indexWaitingSessions(deps.db, BATCH);
        indexed += batch;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      if (indexed > 0) deps.log.info({ sessions: indexed }, 'message search: sessions indexed');
    },
    { intervalMs: options.intervalMs, onError: (err) => deps.log.error({ err }, 'message search indexing pass failed') },
  );
  return async () => {
    stopped = true;
    await stopPasses();
  };
}
