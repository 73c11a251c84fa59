import type { LanguageCode } from '@shared/preferences';
import { replySettings } from '../features/sessions/companion-settings';
import { deadline } from './clock';
import type { Conversation } from './conversation';
import type { RealtimeDeps } from './realtime-deps';

interface SummarisedSession {
  readonly id: string;
  readonly userId: string;
  readonly language: LanguageCode;
  readonly conversation: Conversation;
}

/** After a reply: the running summary is updated in the background (160 tokens, 0.3); failures are only logged. */
export function refreshRunningSummary(deps: RealtimeDeps, session: SummarisedSession): void {
  const limit = deadline(deps.clock, new AbortController().signal, deps.timeouts.summaryMs);
  const update = deps.summaries
    .updateRunningSummary(session.userId, session.id, {
      language: session.language,
      recent: session.conversation.recent(replySettings.companion.recentMessages),
      previous: session.conversation.runningSummary,
      signal: limit.signal,
    })
    .then((summary) => {
      if (summary) session.conversation.runningSummary = summary;
    });
  deps.background.track(update.finally(() => limit.dispose()));
}

/** After the end: the session's AI summary and the user's long-term memory, in the background. */
export function summarizeEndedSession(deps: RealtimeDeps, session: SummarisedSession): void {
  const limit = deadline(deps.clock, new AbortController().signal, deps.timeouts.summaryMs);
  const summary = deps.summaries.summarizeSession(session.userId, session.id, session.language, limit.signal);
  deps.background.track(summary.finally(() => limit.dispose()));
}
