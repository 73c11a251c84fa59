import type { LanguageCode } from '@shared/preferences';
import type { ChatMessage } from '../ai-provider';
import { feelings, type Feeling, type LanguagePack } from './language-pack';
import { languagePacks } from './language-packs';
import { countFeelings, detectFeelings } from './feelings';
import { aiIdentityAnswer, asksIfAi } from './ai-identity';
import { asksSomething } from './questions';
import { replyTurn } from './reply-turn';
import { suggestionFor } from './suggestions';

/**
 * A supportive reply to the last user message: reflects the feelings it names (or opens warmly), then
 * answers a question with a concrete, gentle suggestion or validates, and ends with an open question.
 * Each part takes its turn in a rotation read from the replies before (see `replyTurn`), so no reply
 * comes round again within a session and consecutive replies open differently.
 */
export function composeReply(messages: ChatMessage[], language: LanguageCode): string {
  const pack = languagePacks[language];
  const said = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const turn = replyTurn(messages);
  // Asked whether it is an AI, the companion says so plainly before anything else.
  if (asksIfAi(said)) return join([aiIdentityAnswer(language), pick(pack.questions, turn)], language);
  const way = turn % 3;
  const [first, second] = detectFeelings(said, language);
  const parts = [first ? reflection(pack, first, way) : pick(pack.openers, way)];
  if (second) parts.push(pick(pack.alsoHeard, way + 1).replace('{feeling}', pack.names[second]));
  parts.push(asksSomething(said, language) ? suggestionFor(first, turn, language) : pick(pack.validations, turn));
  parts.push(pick(pack.questions, turn));
  return join(parts, language);
}

function reflection(pack: LanguagePack, feeling: Feeling, way: number): string {
  return way === 2 ? pack.named.replace('{feeling}', pack.names[feeling]) : pack.reflections[feeling][way === 0 ? 0 : 1];
}

/** A one or two sentence summary of what the person talked about. */
export function composeSummary(messages: ChatMessage[], language: LanguageCode): string {
  const pack = languagePacks[language];
  const themes = rankedFeelings(userText(messages), language).slice(0, 3);
  if (themes.length === 0) return pack.summary.neutral;
  const names = themes.map((f) => pack.names[f]);
  const last = names.pop() ?? '';
  const list = names.length > 0 ? `${names.join(pack.listSeparator)}${pack.lastSeparator}${last}` : last;
  return pack.summary.withFeelings.replace('{feelings}', list);
}

export interface OfflineInsights {
  summary: string;
  insights: string[];
  recommendations: string[];
  trend: 'improving' | 'declining' | 'stable';
}

/** The insight shape wrap-ups expect (SPEC: summary, insights, recommendations, trend). */
export function composeInsights(messages: ChatMessage[], language: LanguageCode): OfflineInsights {
  const pack = languagePacks[language];
  const themes = rankedFeelings(userText(messages), language).slice(0, 3);
  const insights = themes.map((f) => pack.summary.theme.replace('{feeling}', pack.names[f]));
  if (insights.length < 2) insights.push(pack.summary.generalInsight);
  const recommendations = themes.map((f) => pack.recommendations[f]);
  for (const general of pack.summary.generalRecommendations) if (recommendations.length < 2) recommendations.push(general);
  return { summary: composeSummary(messages, language), insights, recommendations, trend: trend(messages, language) };
}

/** Compares how heavy the first and second halves of what the person said were. */
function trend(messages: ChatMessage[], language: LanguageCode): OfflineInsights['trend'] {
  const said = messages.filter((m) => m.role === 'user').map((m) => m.content);
  if (said.length < 2) return 'stable';
  const middle = Math.ceil(said.length / 2);
  const weight = (texts: string[]) => {
    const counts = countFeelings(texts.join('\n'), language);
    return counts.hope - feelings.filter((f) => f !== 'hope').reduce((sum, f) => sum + counts[f], 0);
  };
  const change = weight(said.slice(middle)) - weight(said.slice(0, middle));
  if (change > 0) return 'improving';
  if (change < 0) return 'declining';
  return 'stable';
}

function rankedFeelings(text: string, language: LanguageCode): Feeling[] {
  const counts = countFeelings(text, language);
  return feelings.filter((f) => counts[f] > 0).sort((a, b) => counts[b] - counts[a]);
}

function userText(messages: ChatMessage[]): string {
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
}

function pick<T>(options: readonly T[], turn: number): T {
  const choice = options[turn % options.length];
  if (choice === undefined) throw new Error('A phrase list is empty');
  return choice;
}

function join(sentences: string[], language: LanguageCode): string {
  return sentences.join(languagePacks[language].unspaced ? '' : ' ');
}
