import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createSessionHandoffs } from './session-handoffs.service';
import { createSessionSummaries } from './session-summaries.service';
import { createSessionsService, endSessionsLeftBehind } from './sessions.service';
import { createVoiceRecordings } from './voice-recordings.service';
import { createVoiceUsage } from './voice-usage.service';

interface RealtimeServicesDeps {
  db: Kysely<Database>;
  ai: AiProvider;
  now: () => Date;
  instanceId: string;
  /** A summary or memory update that failed: the session itself is saved. */
  logSummaryFailure: (what: string, error: unknown) => void;
}

/** What the realtime session server needs of sessions: built by the app, as for every feature. */
export function createRealtimeSessionServices({ db, ai, now, instanceId, logSummaryFailure }: RealtimeServicesDeps) {
  const sessions = createSessionsService({ db, now, instanceId });
  const handoffs = createSessionHandoffs({ db, instanceId });
  return {
    sessions,
    handoffs,
    summaries: createSessionSummaries({ db, ai, now, logFailure: logSummaryFailure }),
    voiceUsage: createVoiceUsage({ db }),
    recordings: createVoiceRecordings({ db }),
    /** Ends the sessions this instance's last run left open; how many. */
    endLeftBehind: async (onFailure: (error: unknown) => void) => {
      // Sessions handed to this instance just before it died were never taken: they end with the rest.
      await handoffs.dropUntaken();
      return endSessionsLeftBehind(sessions, db, instanceId, onFailure);
    },
  };
}

export type RealtimeSessionServices = ReturnType<typeof createRealtimeSessionServices>;
