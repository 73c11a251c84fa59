import type { LanguageCode } from '@shared/preferences';
import { replySettings } from '../../features/sessions/companion-prompts';
import { deadline } from '../../lib/clock';
import type { Conversation } from '../turn/conversation';
import type { RealtimeDeps } from '../realtime-deps';

interface SummarisedSession {
  readonly id: string;
  readonly userId: string;
  readonly language: LanguageCode;
  readonly conversation: Conversation;
}

/**
 * The running summary is updated after every third reply, from the six messages since the last update:
 * the companion is given the same last six messages with the summary, so no message falls between the
 * two, and two summary calls in three are saved.
 */
export const RUNNING_SUMMARY_EVERY = replySettings.companion.recentMessages / 2;

/** Whether the running summary is due after this many replies in the session. */
export function runningSummaryDue(replies: number): boolean {
  return replies > 0 && replies % RUNNING_SUMMARY_EVERY === 0;
}

/** The running summary is updated in the background (160 tokens, 0.3); failures are only logged. */
export function refreshRunningSummary(deps: RealtimeDeps, session: SummarisedSession): void {
  const limit = deadline(deps.clock, new AbortController().signal, deps.timeouts.summaryMs);
  const update = deps.summaries
    .updateRunningSummary(session.userId, session.id, {
      language: session.language,
      recent: session.conversation.recent(2 * RUNNING_SUMMARY_EVERY),
      previous: session.conversation.runningSummary,
      signal: limit.signal,
    })
    .then((summary) => {
      if (summary) session.conversation.runningSummary = summary;
    });
  deps.background.track(update.finally(() => limit.dispose()));
}

/**
 * After the end: the session's AI summary and the user's long-term memory, in the background, once
 * the safety verdicts still out are in (a late flag must reach the summary).
 */
export function summarizeEndedSession(deps: RealtimeDeps, session: SummarisedSession, verdicts: Promise<void>): void {
  const summary = verdicts.then(() => {
    const limit = deadline(deps.clock, new AbortController().signal, deps.timeouts.summaryMs);
    return deps.summaries.summarizeSession(session.userId, session.id, session.language, limit.signal).finally(() => limit.dispose());
  });
  deps.background.track(summary);
}
