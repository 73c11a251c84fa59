import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { sessionDetail } from '@shared/api/sessions';
import { sessionInsights } from '@shared/insights';
import { languageCodes } from '@shared/preferences';
import { moodsBefore } from '@shared/protocol/client-messages';
import { RealtimeTestClient, type RealtimeTestApp } from './app/realtime-client';
import { createSignedInUser } from './app/signed-in-user';

const checks = z.object({
  mustIncludeAny: z.array(z.array(z.string())).default([]),
  mustNotInclude: z.array(z.string()).default([]),
});

/** The conversation sets in tests/fixtures/companion-conversations (see its README). */
export const conversationSchema = z.object({
  id: z.string(),
  language: z.enum(languageCodes),
  moodBefore: z.enum(moodsBefore).optional(),
  turns: z.array(z.object({ user: z.string(), reply: checks.default({ mustIncludeAny: [], mustNotInclude: [] }) })).min(1),
  afterEnd: z
    .object({
      toneMustNotBe: z.array(z.enum(['Positive', 'Neutral', 'Negative'])).default([]),
      summaryMustNotInclude: z.array(z.string()).default([]),
      topicsMustNotInclude: z.array(z.string()).default([]),
    })
    .optional(),
});
export type CompanionConversation = z.infer<typeof conversationSchema>;

export function loadConversationSet(file: string): CompanionConversation[] {
  const url = new URL(`../fixtures/companion-conversations/${file}`, import.meta.url);
  return z.array(conversationSchema).parse(JSON.parse(readFileSync(url, 'utf8')));
}

export interface ConversationRun {
  replies: string[];
  summary: string | null;
  tone: string;
  topics: string[];
  /** What went against the set's checks, or the ones every conversation has (no sentence said twice); empty when it passed. */
  failures: string[];
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？؟])\s*/u)
    .map((s) => s.trim())
    .filter((s) => [...s].length > 12);

/**
 * Plays one conversation as a person would, through the real socket of a running app: a text session
 * in the conversation's language with its mood, each message and its reply in turn, then the end, the
 * summary and the session page's insights; and checks each reply and the ended session.
 */
export async function runConversation(t: RealtimeTestApp, conversation: CompanionConversation): Promise<ConversationRun> {
  const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: conversation.language } });
  const { client } = await RealtimeTestClient.session(t.url, user.accessToken, {
    mode: 'text',
    ...(conversation.moodBefore ? { moodBefore: conversation.moodBefore } : {}),
  });
  const failures: string[] = [];
  const replies: string[] = [];
  const crisisReplies = new Set<string>();
  for (const [index, turn] of conversation.turns.entries()) {
    const flagged = client.ofType('crisis.resources').length;
    client.send({ type: 'text.send', text: turn.user });
    const reply = (await client.next('response.done', 30_000)).text;
    // The lines come before the reply's end; the crisis reply is the same written words each time.
    if (client.ofType('crisis.resources').length > flagged) crisisReplies.add(reply);
    const text = fold(reply);
    for (const group of turn.reply.mustIncludeAny) {
      if (!group.some((option) => text.includes(fold(option)))) failures.push(`turn ${index + 1}: none of ${JSON.stringify(group)} in "${reply}"`);
    }
    for (const banned of turn.reply.mustNotInclude) {
      if (text.includes(fold(banned))) failures.push(`turn ${index + 1}: "${banned}" in "${reply}"`);
    }
    if (!crisisReplies.has(reply)) {
      const earlier = replies.filter((r) => !crisisReplies.has(r)).flatMap(sentencesOf);
      for (const sentence of sentencesOf(reply)) {
        if (earlier.includes(sentence)) failures.push(`turn ${index + 1}: said again: "${sentence}"`);
      }
    }
    replies.push(reply);
  }
  client.send({ type: 'session.end' });
  const { sessionId } = await client.next('session.ended');
  client.close();

  const summary = await summaryOf(t, sessionId);
  const detail = sessionDetail.parse((await user.client.get(`/api/sessions/${sessionId}`)).json());
  const insights = sessionInsights(detail.messages, { riskDetected: detail.riskDetected });
  const after = conversation.afterEnd;
  if (after) {
    if (after.toneMustNotBe.includes(insights.sentimentLabel)) failures.push(`tone is ${insights.sentimentLabel}`);
    for (const banned of after.summaryMustNotInclude) {
      if (summary && fold(summary).includes(fold(banned))) failures.push(`summary has "${banned}": "${summary}"`);
    }
    for (const banned of after.topicsMustNotInclude) {
      if (insights.topics.some((topic) => fold(topic) === fold(banned))) failures.push(`topic "${banned}" in ${JSON.stringify(insights.topics)}`);
    }
  }
  if (!summary) failures.push('no summary was written');
  return { replies, summary, tone: insights.sentimentLabel, topics: insights.topics, failures };
}

/** The session's AI summary once it is written (it is written in the background after the end); null if it never is. */
export async function summaryOf(t: RealtimeTestApp, sessionId: string): Promise<string | null> {
  for (let i = 0; i < 200; i++) {
    const row = await t.db.selectFrom('sessions').select('ai_summary').where('id', '=', sessionId).executeTakeFirstOrThrow();
    if (row.ai_summary) return row.ai_summary;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}
