import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { indexWaitingSessions } from '../features/sessions/message-search-backfill';
import { startRepeatingPass } from './repeating-pass';

/**
 * Indexes, in the background, the sessions the message search cannot read yet: those from before it
 * existed, those indexed under a key that is no longer current, and any whose index may have missed a
 * message. One pass at start and then every `intervalMs`.
 */
export function startMessageSearchIndexing(deps: { db: Kysely<Database>; log: FastifyBaseLogger }, options: { intervalMs: number }) {
  let stopped = false;
  const stopPasses = startRepeatingPass(
    async () => {
      const indexed = await indexWaitingSessions(deps.db, {
        stopped: () => stopped,
        onError: (err) => deps.log.error({ err }, 'message search: a session could not be indexed'),
      });
      if (indexed > 0) deps.log.info({ sessions: indexed }, 'message search: sessions indexed');
    },
    { intervalMs: options.intervalMs, onError: (err) => deps.log.error({ err }, 'message search indexing pass failed') },
  );
  return async () => {
    stopped = true;
    await stopPasses();
  };
}
