import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AiProvider } from '../../providers/ai/ai-provider';
import { createInstanceLease } from './instance-lease';
import { takeSessionsOfLapsedLeases } from './instance-leases.repository';
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
  /** How long this instance's lease on its id lasts unrenewed (see instance-lease.ts). */
  leaseMs: number;
  /** A summary or memory update that failed: the session itself is saved. */
  logSummaryFailure: (what: string, error: unknown) => void;
}

/** What the realtime session server needs of sessions: built by the app, as for every feature. */
export function createRealtimeSessionServices({ db, ai, now, instanceId, leaseMs, logSummaryFailure }: RealtimeServicesDeps) {
  const sessions = createSessionsService({ db, now, instanceId });
  const handoffs = createSessionHandoffs({ db, instanceId });
  return {
    sessions,
    handoffs,
    summaries: createSessionSummaries({ db, ai, now, logFailure: logSummaryFailure }),
    voiceUsage: createVoiceUsage({ db }),
    recordings: createVoiceRecordings({ db }),
    lease: createInstanceLease({ db, instanceId, ms: leaseMs }),
    /** Ends the sessions this instance's last run left open; how many. */
    endLeftBehind: async (onFailure: (error: unknown) => void) => {
      // Sessions handed to this instance just before it died were never taken: they end with the rest.
      await handoffs.dropUntaken();
      return endSessionsLeftBehind(sessions, db, instanceId, onFailure);
    },
    /** Ends the live sessions of instances whose lease lapsed (they crashed); how many. */
    endLapsed: async (onFailure: (error: unknown) => void) => {
      const taken = await takeSessionsOfLapsedLeases(db, instanceId);
      return taken.length === 0 ? 0 : endSessionsLeftBehind(sessions, db, instanceId, onFailure, taken);
    },
  };
}

export type RealtimeSessionServices = ReturnType<typeof createRealtimeSessionServices>;
