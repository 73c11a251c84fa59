import { describe, expect, it } from 'vitest';
import type { SessionDetail, SessionListResponse } from '@shared/api/sessions';
import { seal } from '../../server/src/db/sealed-fields';
import { RealtimeTestClient, textSession, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

// Words of each kind of thing the person said or was told; none may be readable in the stored rows.
const SAID = ['My neighbour Ottoline keeps borrowing my marmalade spoons', 'The periwinkle caravan keeps me awake', 'Tomorrow I visit the quarry'];
const REPLY = 'Those borrowed spoons sound like a quiet frustration';
const RUNNING = 'The person feels stressed about work.';
const SUMMARY = 'They talked about spoons and a caravan dream';
const MEMORY = 'Has a neighbour called Ottoline';
const NOTE = 'Felt wobbly after the tangerine committee meeting';

const distinctive = (text: string) => text.split(/\W+/).filter((w) => w.length >= 7);

describe('what the person said is encrypted at rest and read back whole', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider({ reply: REPLY, summary: { summary: SUMMARY, memories: [MEMORY] } }) }));

  it('messages, running summary, summary, transcript, memories and check-in notes hold ciphertext; the API shows the words', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    // Three replies: the running summary is saved after the third.
    const sessionId = await textSession(t.url, user.accessToken, SAID);
    expect((await user.client.post('/api/mood/entries', { emotions: ['Sad'], energyLevel: 3, stressLevel: 3, sleepQuality: 3, notes: NOTE })).statusCode).toBe(201);

    const raw = t.rawDb;
    const storedSession = () => raw.selectFrom('sessions').select(['running_summary', 'ai_summary', 'transcript']).where('id', '=', sessionId).executeTakeFirstOrThrow();
    await expect.poll(async () => (await storedSession()).ai_summary, { timeout: 10_000 }).not.toBeNull();
    await expect.poll(async () => (await storedSession()).running_summary, { timeout: 10_000 }).not.toBeNull();
    await expect.poll(async () => (await raw.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute()).length).toBe(1);

    const stored: string[] = [
      ...Object.values(await storedSession()).map(String),
      ...(await raw.selectFrom('session_messages').select('content').where('session_id', '=', sessionId).execute()).map((r) => r.content),
      ...(await raw.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute()).map((r) => r.fact),
      ...(await raw.selectFrom('mood_entries').select('notes').where('user_id', '=', user.id).execute()).map((r) => String(r.notes)),
    ];
    expect(stored).toHaveLength(3 + 6 + 1 + 1);
    for (const value of stored) expect(value).toMatch(/^enc:v1:test1:[A-Za-z0-9_-]+$/);
    const everything = stored.join('\n');
    for (const word of [...SAID, REPLY, RUNNING, SUMMARY, MEMORY, NOTE].flatMap(distinctive)) expect(everything).not.toContain(word);
    // The test's own handle decrypts, as the app does.
    expect((await t.db.selectFrom('sessions').select('ai_summary').where('id', '=', sessionId).executeTakeFirstOrThrow()).ai_summary).toBe(SUMMARY);

    const detail = (await user.client.get(`/api/sessions/${sessionId}`)).json<SessionDetail>();
    expect(detail.aiSummary).toBe(SUMMARY);
    expect(detail.messages.map((m) => m.content)).toEqual([SAID[0], REPLY, SAID[1], REPLY, SAID[2], REPLY]);
    expect(detail.transcript).toContain(`User: ${SAID[0]}`);

    const found = (await user.client.get('/api/sessions?search=CARAVAN%20dream')).json<SessionListResponse>();
    expect(found).toMatchObject({ total: 1, sessions: [{ id: sessionId, aiSummary: SUMMARY }] });
    // The person's words are found through their blind index; the companion's are not searched.
    expect((await user.client.get('/api/sessions?search=Ottoline')).json<SessionListResponse>().total).toBe(1);
    expect((await user.client.get('/api/sessions?search=frustration')).json<SessionListResponse>().total).toBe(0);

    const moods = (await user.client.get('/api/mood/entries')).json<{ entries: { notes: string | null }[] }>();
    expect(moods.entries.map((e) => e.notes)).toEqual([NOTE]);
    const memories = (await user.client.get('/api/privacy/memories')).json<{ memories: { fact: string }[] }>();
    expect(memories.memories.map((m) => m.fact)).toEqual([MEMORY]);

    const exported = (await user.client.get('/api/privacy/export')).json();
    expect(exported.sessions[0]).toMatchObject({ ai_summary: SUMMARY, running_summary: RUNNING });
    expect(exported.sessions[0].messages.map((m: { content: string }) => m.content)).toEqual(detail.messages.map((m) => m.content));
    expect(exported.moodEntries[0].notes).toBe(NOTE);
    expect(exported.memories.map((m: { fact: string }) => m.fact)).toEqual([MEMORY]);
  });

  it('finds a summary by its new words once it is rewritten, not by the old ones (search remembers opened summaries)', async () => {
    const user = await createSignedInUser(t);
    const sessionId = await textSession(t.url, user.accessToken, [SAID[1]!]);
    const search = async (words: string) => (await user.client.get(`/api/sessions?search=${encodeURIComponent(words)}`)).json<SessionListResponse>().total;
    await expect.poll(() => search('caravan dream')).toBe(1);
    await t.db.updateTable('sessions').set({ ai_summary: seal(t.db, 'They talked about a lighthouse') }).where('id', '=', sessionId).execute();
    expect(await search('lighthouse')).toBe(1);
    expect(await search('caravan dream')).toBe(0);
  });

  it('reads text typed to look like an encrypted value as typed: a name, a title and contact fields (plain) and a message (sealed)', async () => {
    const user = await createSignedInUser(t);
    expect((await user.client.patch('/api/profile', { fullName: 'enc:v1:x' })).statusCode).toBe(200);
    const contact = { name: 'enc:v1:n', email: user.email, subject: 'enc:v1:s', message: 'enc:v1:m' };
    expect((await user.client.post('/api/contact', contact)).statusCode).toBeLessThan(300);
    const { client, ready } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text', title: 'enc:v1:x' });
    client.send({ type: 'text.send', text: 'enc:v1:y' });
    await client.next('response.done');
    client.send({ type: 'session.end' });
    await client.next('session.ended');
    client.close();
    const stored = await t.rawDb.selectFrom('session_messages').select('content').where('session_id', '=', ready.sessionId).orderBy('created_at').execute();
    expect(stored[0]?.content).toMatch(/^enc:v1:test1:/);

    const profile = await user.client.get('/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ fullName: 'enc:v1:x' });
    const session = await user.client.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ profile: { fullName: 'enc:v1:x' } });
    const list = await user.client.get('/api/sessions');
    expect(list.statusCode).toBe(200);
    expect(list.json<SessionListResponse>().sessions.map((s) => s.title)).toEqual(['enc:v1:x']);
    const detail = await user.client.get(`/api/sessions/${ready.sessionId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<SessionDetail>()).toMatchObject({ title: 'enc:v1:x', messages: [{ content: 'enc:v1:y' }, { content: REPLY }] });
    const exported = await user.client.get('/api/privacy/export');
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.profile.full_name).toBe('enc:v1:x');
    expect(data.sessions[0]).toMatchObject({ title: 'enc:v1:x', messages: [{ content: 'enc:v1:y' }, { content: REPLY }] });
    expect(data.contactMessages).toMatchObject([{ name: 'enc:v1:n', subject: 'enc:v1:s', message: 'enc:v1:m' }]);
  });

  it('reads rows written before encryption as they are', async () => {
    const user = await createSignedInUser(t);
    await t.rawDb.insertInto('user_memories').values({ user_id: user.id, fact: 'Likes plain tea', created_at: new Date() }).execute();
    const memories = (await user.client.get('/api/privacy/memories')).json<{ memories: { fact: string }[] }>();
    expect(memories.memories.map((m) => m.fact)).toEqual(['Likes plain tea']);
  });
});

describe('what goes to the AI is the words, never sealed values', () => {
  const ai = new ScriptedAiProvider({ reply: REPLY, summary: { summary: SUMMARY, memories: [MEMORY] } });
  const t = useRealtimeApp(() => ({ ai }));

  const talk = (accessToken: string, said: readonly string[]) => textSession(t.url, accessToken, said);

  it('a memory stored (sealed) from one session is in the next session’s prompt as text; no request holds enc:v1:', async () => {
    const user = await createSignedInUser(t, { notificationPreferences: { preferredLanguage: 'en' } });
    await talk(user.accessToken, SAID);
    const storedFacts = () => t.rawDb.selectFrom('user_memories').select('fact').where('user_id', '=', user.id).execute();
    await expect.poll(async () => (await storedFacts()).length, { timeout: 10_000 }).toBe(1);
    expect((await storedFacts())[0]?.fact).toMatch(/^enc:v1:test1:/);

    const second = await talk(user.accessToken, ['Tomorrow I visit the quarry again']);
    const storedSummary = async () => (await t.rawDb.selectFrom('sessions').select('ai_summary').where('id', '=', second).executeTakeFirstOrThrow()).ai_summary;
    await expect.poll(storedSummary, { timeout: 10_000 }).not.toBeNull();

    const text = (request: { messages: unknown }) => JSON.stringify(request.messages);
    const lastCompanion = ai.replies.filter((r) => r.purpose === 'companion').at(-1);
    expect(text(lastCompanion!)).toContain('Tomorrow I visit the quarry again');
    expect(text(lastCompanion!)).toContain(MEMORY);
    // The summaries read the session's messages back from the database.
    expect(ai.jsonRequests.some((r) => text(r).includes('Tomorrow I visit the quarry again'))).toBe(true);
    const requests = [...ai.replies, ...ai.jsonRequests];
    expect(requests.length).toBeGreaterThan(6);
    for (const request of requests) expect(text(request)).not.toContain('enc:v1:');
  });
});
