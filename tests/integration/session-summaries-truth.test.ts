import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDetail } from '@shared/api/sessions';
import type { MemoriesResponse } from '@shared/api/privacy';
import { sessionInsights } from '@shared/insights';
import { detectLanguage } from '../../server/src/lib/detect-language';
import { hardMoment } from '../../server/src/safety/hard-moment';
import { soundsHopeful } from '../../server/src/safety/hopeful-words';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakes/openai/fake-openai';
import { RealtimeTestClient, startRealtimeApp, useRealtimeApp, type RealtimeTestApp } from '../support/app/realtime-client';
import { createSignedInUser, type SignedInUser } from '../support/app/signed-in-user';
import { summaryOf as writtenSummary } from '../support/companion-conversations';

/** A text session of the user's: each message answered in turn, then ended; resolves to its id. */
async function talk(t: RealtimeTestApp, user: SignedInUser, messages: string[]): Promise<{ sessionId: string; replies: string[]; client: RealtimeTestClient }> {
  const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
  const replies: string[] = [];
  for (const text of messages) {
    client.send({ type: 'text.send', text });
    replies.push((await client.next('response.done', 20_000)).text);
  }
  client.send({ type: 'session.end' });
  const { sessionId } = await client.next('session.ended');
  return { sessionId, replies, client };
}

async function summaryOf(t: RealtimeTestApp, sessionId: string): Promise<string> {
  const summary = await writtenSummary(t, sessionId);
  if (!summary) throw new Error('no summary was written');
  return summary;
}

async function pageOf(user: SignedInUser, sessionId: string) {
  const detail = sessionDetail.parse((await user.client.get(`/api/sessions/${sessionId}`)).json());
  return { detail, insights: sessionInsights(detail.messages, { riskDetected: detail.riskDetected }) };
}

const RISK_THEN_BRIGHTER = [
  'I feel happy and grateful that my sister visited.',
  'but honestly everyone would be better off without me',
  'ok thanks, I feel a bit better and hopeful now, really happy to talk',
];

describe('what the offline companion says about a session', () => {
  const t = useRealtimeApp();

  it('a session in which something sounded like risk: kept on the session, never Positive, summarised plainly', async () => {
    const user = await createSignedInUser(t);
    const { sessionId, client } = await talk(t, user, RISK_THEN_BRIGHTER);
    expect(client.ofType('crisis.resources')).toHaveLength(1);
    client.close();
    const row = await t.db.selectFrom('sessions').select('risk_detected_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.risk_detected_at).toBeInstanceOf(Date);

    const summary = await summaryOf(t, sessionId);
    expect(summary.startsWith(hardMoment.en)).toBe(true);
    expect(soundsHopeful(summary, 'en')).toBe(false);
    expect(summary).not.toMatch(/hope|happy|grateful|positive/i);

    const { detail, insights } = await pageOf(user, sessionId);
    expect(detail.riskDetected).toBe(true);
    expect(insights.sentimentLabel).not.toBe('Positive');
    expect(insights.sentimentLabel).toBe('Negative');
  });

  it('a summary holds nothing only the companion said, only what the person did', async () => {
    const user = await createSignedInUser(t);
    const { sessionId, replies, client } = await talk(t, user, ['My landlord raised the rent again.', 'I have to find the money by Friday.']);
    client.close();
    // The companion spoke of facing it "alone" and of "support"; the person never did.
    expect(replies.join(' ')).toMatch(/alone|support/);
    const summary = await summaryOf(t, sessionId);
    expect(summary).toMatch(/your landlord/);
    expect(summary).toMatch(/money/);
    expect(summary).not.toMatch(/alone|lonel|support/i);
    const { insights } = await pageOf(user, sessionId);
    expect(insights.topics).toEqual(expect.arrayContaining(['landlord', 'rent']));
    for (const word of ['alone', 'support', 'valid']) expect(insights.topics).not.toContain(word);
  });

  it('the session page takes no topic from the words of a message that sounded like risk', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'es' } });
    const risk = 'pienso que todos estarían mejor sin mí';
    const { sessionId, client } = await talk(t, user, ['Mi jefe me gritó otra vez en la oficina.', risk, 'El jefe no cambia.']);
    client.close();
    const { detail, insights } = await pageOf(user, sessionId);
    expect(detail.messages.filter((m) => m.soundedLikeRisk).map((m) => m.content)).toEqual([risk]);
    expect(insights.topics).toEqual(expect.arrayContaining(['jefe', 'oficina']));
    for (const word of ['pienso', 'todos', 'estarían', 'mejor']) expect(insights.topics).not.toContain(word);
  });

  it('a summary is in the language the conversation was held in, not the profile’s', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    const { sessionId, client } = await talk(t, user, ['Mi jefe me grita todos los días y estoy muy cansada.', 'No sé si debería buscar otro trabajo.']);
    client.close();
    const summary = await summaryOf(t, sessionId);
    expect(detectLanguage(summary)).toBe('es');
    expect(summary).toMatch(/tu jefe/);
  });

  it('tells the person once, as the session starts, that the built-in companion is answering, in their language', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'fr' } });
    const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
    const notice = await client.next('notice');
    expect(notice.kind).toBe('offline_companion');
    expect(notice.text).toMatch(/compagnon/i);
    client.send({ type: 'text.send', text: 'bonjour' });
    await client.next('response.done');
    expect(client.ofType('notice')).toHaveLength(1);
    client.close();
  });

  it('keeps simple facts the person states as memories they can see, and recalls them next time', async () => {
    const user = await createSignedInUser(t);
    const first = await talk(t, user, ['My sister is called Ana and we had a fight.', 'What helps me is long walks by the river.']);
    first.client.close();
    await summaryOf(t, first.sessionId);
    const { memories } = (await user.client.get('/api/privacy/memories')).json<MemoriesResponse>();
    expect(memories.map((m) => m.fact)).toEqual(['Your sister is called Ana.', 'What helps: long walks by the river.']);

    const second = await talk(t, user, ['my sister called again today']);
    second.client.close();
    expect(second.replies[0]).toContain('Your sister is called Ana.');
  });
});

describe('what an online companion says about a session', () => {
  let fake: FakeOpenAi;
  let t: RealtimeTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: 'I hear you.' });
    t = await startRealtimeApp({ env: { AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const summaryRequest = () =>
    fake.requests.findLast((r) => r.route === 'chat' && (r.body as { response_format?: unknown }).response_format !== undefined)?.body as {
      messages: { role: string; content: string }[];
    };

  it('asks for a summary of the person’s words, the turns with their roles, in the conversation’s language', async () => {
    fake.configure({ json: { summary: 'Hablaste de tu hermana.', memories: [] } });
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    const { sessionId, client } = await talk(t, user, ['Discutí con mi hermana otra vez.', 'No sé qué hacer con ella.']);
    client.close();
    expect(await summaryOf(t, sessionId)).toBe('Hablaste de tu hermana.');
    const { messages } = summaryRequest();
    expect(messages[0]?.content).toMatch(/Summarise only what the person said/);
    expect(messages[0]?.content).toMatch(/in Español/);
    expect(messages[0]?.content).not.toMatch(/risk/);
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Discutí con mi hermana otra vez.', 'No sé qué hacer con ella.']);
    expect(messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(['I hear you.', 'I hear you.']);
  });

  it('a session the provider’s moderation alone flagged: the model is told, and a hopeful summary is not kept', async () => {
    fake.configure({
      // Words the local classifier does not read as risk; the provider's moderation does.
      moderation: (input) => (input.includes('the dark place again') ? ['self-harm', 'self-harm/intent'] : []),
      json: { summary: 'You talked about a hard night and ended on a hopeful, positive note.', memories: [] },
    });
    const user = await createSignedInUser(t);
    const { sessionId, client } = await talk(t, user, ['I am in the dark place again tonight.', 'Anyway I feel better now, thanks!']);
    client.close();
    const summary = await summaryOf(t, sessionId);
    expect(summary).toBe(hardMoment.en);
    expect(summaryRequest().messages[0]?.content).toMatch(/sounded like a risk of suicide or self-harm/);
    const { detail, insights } = await pageOf(user, sessionId);
    expect(detail.riskDetected).toBe(true);
    expect(insights.sentimentLabel).toBe('Negative');
  });
});
