import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LanguageCode } from '@shared/preferences';
import type { Database } from '../../db/database';
import type { AiProvider, ChatMessage } from '../../providers/ai/ai-provider';
import {
  MAX_MEMORY_FACTS,
  MAX_MEMORY_FACT_CHARS,
  replySettings,
  runningSummaryPrompt,
  sessionSummaryPrompt,
} from './companion-prompts';
import { replyLanguage } from '../../lib/detect-language';
import { soundsHopeful } from '../../safety/hopeful-words';
import { hardMoment } from '../../safety/hard-moment';
import { classifyRisk } from '../../safety/risk-classifier';
import { listMemories, replaceMemories } from './memories.repository';
import { allMessages } from './session-messages.repository';
import { findOwnSession, setAiSummary, setRunningSummary } from './sessions.repository';

export interface SessionSummariesDeps {
  db: Kysely<Database>;
  ai: AiProvider;
  now: () => Date;
  /** Summaries are best effort: failures are only logged (SPEC section 8). */
  logFailure: (what: string, error: unknown) => void;
}

const sessionSummary = z.object({
  summary: z.string().trim().min(1).max(2000),
  /** Absent (a provider that only summarises): the memory stays as it was. */
  memories: z.array(z.string().trim().min(1).max(MAX_MEMORY_FACT_CHARS)).max(50).optional(),
});

/** The running summary after each turn, and the AI summary and long-term memory when a session ends. */
export function createSessionSummaries({ db, ai, now, logFailure }: SessionSummariesDeps) {
  return {
    /** Asks for the new running summary and saves it; resolves to it, or to null when that failed (only logged). */
    async updateRunningSummary(
      userId: string,
      sessionId: string,
      input: { language: LanguageCode; recent: ChatMessage[]; previous: string | null; signal: AbortSignal },
    ): Promise<string | null> {
      try {
        let summary = '';
        for await (const delta of ai.streamReply({
          messages: [{ role: 'system', content: runningSummaryPrompt(input.previous) }, ...input.recent],
          purpose: 'summary',
          ...replySettings.summary,
          language: input.language,
          signal: input.signal,
        })) {
          summary += delta;
        }
        summary = summary.trim();
        if (!summary) return null;
        await setRunningSummary(db, userId, sessionId, summary);
        return summary;
      } catch (error) {
        logFailure('running summary update failed', error);
        return null;
      }
    },

    /**
     * Summarises what the person said, from the conversation's turns with their roles, in the
     * language it was held in (the profile's when unsure). A session in which something sounded like
     * risk is never summarised as hopeful: the provider is told, and a hopeful summary is replaced by
     * the plain written one.
     */
    async summarizeSession(userId: string, sessionId: string, profileLanguage: LanguageCode, signal: AbortSignal): Promise<void> {
      try {
        const [messages, session, memories] = await Promise.all([
          allMessages(db, userId, sessionId),
          findOwnSession(db, userId, sessionId),
          listMemories(db, userId),
        ]);
        if (messages.length === 0 || !session) return;
        const said = messages.filter((m) => m.role === 'user').map((m) => m.content);
        const language = replyLanguage(said, profileLanguage);
        const riskDetected = session.risk_detected_at !== null || said.some((text) => classifyRisk(text).flagged);
        const reply = await ai.completeJson({
          messages: [
            { role: 'system', content: sessionSummaryPrompt(memories, language, riskDetected) },
            ...messages.map((m): ChatMessage => ({ role: m.role, content: m.content })),
            { role: 'system', content: 'Now reply with the JSON for the conversation above.' },
          ],
          purpose: 'summary',
          ...replySettings.sessionSummary,
          language,
          signal,
          context: { memories, riskDetected },
        });
        const parsed = sessionSummary.parse(reply);
        const summary = riskDetected && soundsHopeful(parsed.summary, language) ? hardMoment[language] : parsed.summary;
        // At once: whoever sees the summary also sees the memories it rewrote.
        await db.transaction().execute(async (trx) => {
          await setAiSummary(trx, userId, sessionId, summary);
          if (parsed.memories) await replaceMemories(trx, userId, parsed.memories.slice(-MAX_MEMORY_FACTS), now());
        });
      } catch (error) {
        logFailure('session summary failed', error);
      }
    },
  };
}

export type SessionSummaries = ReturnType<typeof createSessionSummaries>;
