import { languages, type LanguageCode } from '@shared/preferences';
import type { MoodBefore, SessionSurface } from '@shared/protocol/client-messages';
import type { ChatMessage, ReplyContext, ReplyRequest } from '../../providers/ai/ai-provider';

/** SPEC section 7 and 9: how replies and summaries are asked for. */
export const replySettings = {
  companion: { maxTokens: 220, temperature: 0.5, recentMessages: 6 },
  chat: { maxTokens: 150, temperature: 0.7, recentMessages: 20 },
  summary: { maxTokens: 160, temperature: 0.3 },
  sessionSummary: { maxTokens: 400, temperature: 0.3 },
} as const;

/** Long-term memory stays short: the newest facts win. */
export const MAX_MEMORY_FACTS = 12;
export const MAX_MEMORY_FACT_CHARS = 200;

export function languageName(code: LanguageCode): string {
  return languages.find((l) => l.code === code)?.name ?? 'English';
}

/** What every prompt forbids (SB 243, NY GBL art. 47, Utah HB 452, Illinois' ban on AI therapy). */
const honestyRules = [
  'You are an AI companion, not a person and not a therapist: never claim to be human, and when asked whether you are an AI or a person, say plainly that you are an AI.',
  'Never diagnose or name a condition, never give advice on medication or doses, and never call what you do therapy, treatment or counselling; what you offer is support.',
].join(' ');

export function companionSystemPrompt(input: { language: LanguageCode; runningSummary: string | null; memories: string[] }): string {
  const parts = [
    'You are Solace, a warm and compassionate companion a person talks to when they need to vent and feel heard.',
    'Listen, reflect their feelings back, validate them, and ask one gentle open question when it helps.',
    'You are not a therapist and do not diagnose; if they may be in danger, encourage them to contact local emergency services or a crisis line.',
    honestyRules,
    `Always answer in the language the person writes or speaks in (when unsure, in ${languageName(input.language)}), in under 150 words, in plain spoken sentences with no lists or markdown.`,
  ];
  if (input.memories.length > 0) parts.push(`What you remember about them from earlier sessions: ${input.memories.join('; ')}`);
  if (input.runningSummary) parts.push(`Summary of this session so far: ${input.runningSummary}`);
  return parts.join('\n');
}

export function chatSystemPrompt(language: LanguageCode): string {
  return [
    'You are a compassionate, supportive assistant. Listen with empathy and respond in 2-3 sentences.',
    `Reply in the same language as the user (their preferred language is ${languageName(language)}).`,
    'You are not a replacement for therapy or professional help; gently suggest it when it matters.',
    honestyRules,
  ].join('\n');
}

export function runningSummaryPrompt(previous: string | null): string {
  return [
    'Update the running summary of this support conversation in at most 80 words: feelings, topics and anything the person asked to be remembered.',
    previous ? `Current summary: ${previous}` : 'There is no summary yet.',
    'Reply with the new summary only.',
  ].join('\n');
}

export function sessionSummaryPrompt(memories: string[], language: LanguageCode, riskDetected: boolean): string {
  const parts = [
    'You summarise an emotional-support session for the person who had it, and keep their long-term memory.',
    'The messages that follow are the conversation: "user" is the person, "assistant" is the companion.',
    'Summarise only what the person said and felt; never present the companion\'s words, suggestions or themes as theirs.',
    'Reply with JSON only: {"summary": string, "memories": string[]}.',
    `"summary": 2-4 sentences in ${languageName(language)}, written to the person ("You talked about..."), kind and factual.`,
    `"memories": the complete updated list of at most ${MAX_MEMORY_FACTS} short facts the person stated that are worth remembering in later sessions (names, situations, what helps), newest last; drop facts that are no longer true.`,
    `Current memories: ${JSON.stringify(memories)}`,
  ];
  if (riskDetected) {
    parts.push(
      'Something the person said sounded like a risk of suicide or self-harm. Say plainly that this was a hard moment and that crisis lines were offered. Do not use hopeful, upbeat or positive framing anywhere, even if the conversation ended on a brighter note.',
    );
  }
  return parts.join('\n');
}

/** What a session remembers while it runs: its latest messages, its running summary, the user's memory. */
export interface ConversationContext {
  history: readonly ChatMessage[];
  runningSummary: string | null;
  memories: readonly string[];
  moodBefore?: MoodBefore;
}

/**
 * The reply request: SPEC's companion settings (last 6 messages, running summary, long-term memory)
 * for sessions, the chat settings (prior messages, 2-3 sentences) for /dashboard/chat.
 */
export function replyRequest(
  surface: SessionSurface,
  language: LanguageCode,
  context: ConversationContext,
): Omit<ReplyRequest, 'signal'> {
  if (surface === 'chat') {
    const { maxTokens, temperature, recentMessages } = replySettings.chat;
    return {
      purpose: 'chat',
      maxTokens,
      temperature,
      language,
      messages: [{ role: 'system', content: chatSystemPrompt(language) }, ...context.history.slice(-recentMessages)],
      context: offlineContext(context),
    };
  }
  const { maxTokens, temperature, recentMessages } = replySettings.companion;
  const system = companionSystemPrompt({ language, runningSummary: context.runningSummary, memories: [...context.memories] });
  return {
    purpose: 'companion',
    maxTokens,
    temperature,
    language,
    messages: [{ role: 'system', content: system }, ...context.history.slice(-recentMessages)],
    context: offlineContext(context),
  };
}

/** What the prompts say, as data, for a provider that reads none (the offline companion). */
function offlineContext(context: ConversationContext): ReplyContext {
  return { history: [...context.history], memories: [...context.memories], moodBefore: context.moodBefore };
}
