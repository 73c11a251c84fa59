import type { FastifyBaseLogger } from 'fastify';
import type { SpeechAvailability } from '@shared/api/health';
import type { SessionHandoffs } from '../features/sessions/session-handoffs.service';
import type { SessionSummaries } from '../features/sessions/session-summaries.service';
import type { SessionsService } from '../features/sessions/sessions.service';
import type { VoiceRecordings } from '../features/sessions/voice-recordings.service';
import type { VoiceUsage } from '../features/sessions/voice-usage.service';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { CrisisReferrals } from '../safety/crisis-referrals';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { Clock } from '../lib/clock';
import type { PaceTicker } from './outbox/pace-ticker';
/** A per-user socket limit: counted here (`UserRateLimit`), or shared by the instances through Redis. */
export interface SocketRateLimit {
  take(userId: string): boolean | Promise<boolean>;
}

/** Longest waits on each provider call, on the server clock; a call past its time gets SPEC's fallback. */
export interface ProviderTimeouts {
  transcribeMs: number;
  replyMs: number;
  speechMs: number;
  moderationMs: number;
  summaryMs: number;
}

/** What every realtime session shares, built once by the plugin. */
export interface RealtimeDeps {
  ai: AiProvider;
  /** Which languages speech can be understood in, as probed at startup: voice calls need it. */
  speech: SpeechAvailability;
  clock: Clock;
  log: FastifyBaseLogger;
  sessions: SessionsService;
  /** Sessions moving to or from another instance on the same Postgres; null on embedded PGlite (one process). */
  handoffs: SessionHandoffs | null;
  summaries: SessionSummaries;
  voiceUsage: VoiceUsage;
  /** Recordings of what people said, for those who chose to keep them. */
  recordings: VoiceRecordings;
  /** Per user: text messages (free chat has no time limit), session starts and mode switches. */
  rateLimits: { text: SocketRateLimit; sessionStarts: SocketRateLimit; modeChanges: SocketRateLimit; detailChanges: SocketRateLimit };
  timeouts: ProviderTimeouts;
  pace: { leadMs: number; maxBufferedBytes: number; ticker: PaceTicker };
  background: BackgroundTasks;
  /** Crisis lines for a flagged message, and the record of each referral. */
  crisis: CrisisReferrals;
}

export function providerTimeouts(aiTimeoutMs: number): ProviderTimeouts {
  return {
    transcribeMs: aiTimeoutMs,
    replyMs: aiTimeoutMs,
    speechMs: aiTimeoutMs,
    moderationMs: Math.min(aiTimeoutMs, 5000),
    summaryMs: aiTimeoutMs * 2,
  };
}
