import type { LanguageCode } from '@shared/preferences';
import type { ChatMessage } from '../ai-provider';
import { feelings, type Feeling } from './language-pack';
import { languagePacks } from './language-packs';
import { countFeelings } from './feelings';

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
