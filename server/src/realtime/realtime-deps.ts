import type { FastifyBaseLogger } from 'fastify';
import type { SessionSummaries } from '../features/sessions/session-summaries.service';
import type { SessionsService } from '../features/sessions/sessions.service';
import type { VoiceUsage } from '../features/sessions/voice-usage.service';
import type { AiProvider } from '../providers/ai/ai-provider';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { PaceTicker } from './pace-ticker';
import type { TextRateLimit } from './text-rate-limit';

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
  clock: Clock;
  log: FastifyBaseLogger;
  sessions: SessionsService;
  summaries: SessionSummaries;
  voiceUsage: VoiceUsage;
  textRateLimit: TextRateLimit;
  timeouts: ProviderTimeouts;
  pace: { leadMs: number; maxBufferedBytes: number; ticker: PaceTicker };
  background: BackgroundTasks;
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
