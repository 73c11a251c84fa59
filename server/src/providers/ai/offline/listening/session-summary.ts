import type { LanguageCode } from '@shared/preferences';
import { classifyRisk } from '../../../../safety/risk-classifier';
import type { ChatMessage, ReplyContext } from '../../ai-provider';
import { languagePacks } from '../language-packs';
import { hardMoment } from '../../../../safety/hard-moment';
import { factsIn } from './facts';
import { recapSentences } from './recap';
import { joinSentences } from './phrasing';

/** Long-term memory stays short: the newest facts win (as for the online companion). */
const MAX_MEMORIES = 12;

/**
 * A session's summary from the person's own messages only (never the companion's words), in the
 * language it is asked in: what they talked about and felt; a session in which anything sounded like
 * risk opens by saying plainly it was a hard moment, and names no hopeful feeling. With it, the
 * person's memory: what it held, and simple facts they stated (names, job, what helps them).
 */
export function composeSessionSummary(messages: readonly ChatMessage[], language: LanguageCode, context: ReplyContext = {}) {
  const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const risk = context.riskDetected === true || userTexts.some((text) => classifyRisk(text).flagged);
  const recap = recapSentences(userTexts, language, risk) ?? [];
  const sentences = risk ? [hardMoment[language], ...recap] : recap;
  const summary = sentences.length > 0 ? joinSentences(sentences, language) : languagePacks[language].summary.neutral;
  const memories = [...(context.memories ?? [])];
  for (const fact of factsIn(userTexts, language)) if (!memories.includes(fact)) memories.push(fact);
  return { summary, memories: memories.slice(-MAX_MEMORIES) };
}
